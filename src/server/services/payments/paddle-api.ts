import type { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { snapshotFromSdk, type SubscriptionSnapshot } from './paddle-events.js';

/** The calls we make to Paddle's API, through Paddle's Node SDK. */
export interface PaddleApi {
  /** Schedules the cancellation for the end of the billing period (access stays until then). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Removes a scheduled cancellation: the subscription renews again. */
  resume(subscriptionId: string): Promise<SubscriptionSnapshot>;
}

/**
 * `baseUrl` points the SDK at a Paddle-compatible server instead of Paddle's sandbox or production
 * API (the SDK takes a URL where it expects an environment name).
 */
export function createPaddleApi(options: {
  apiKey: string;
  environment: 'sandbox' | 'production';
  baseUrl?: string | null;
}): PaddleApi {
  // The SDK is imported on the first call, not at start-up: loading it costs ~0.6 s (ADR 0115).
  let client: Promise<Paddle> | undefined;
  const paddle = () =>
    (client ??= import('@paddle/paddle-node-sdk').then(({ Environment, LogLevel, Paddle }) => {
      const environment = (options.baseUrl?.replace(/\/+$/, '') ??
        Environment[options.environment]) as Environment;
      return new Paddle(options.apiKey, { environment, logLevel: LogLevel.none });
    }));
  return {
    async cancelAtPeriodEnd(id) {
      const { subscriptions } = await paddle();
      return snapshotFromSdk(
        await subscriptions.cancel(id, { effectiveFrom: 'next_billing_period' }),
      );
    },
    async resume(id) {
      const { subscriptions } = await paddle();
      return snapshotFromSdk(await subscriptions.update(id, { scheduledChange: null }));
    },
  };
}
