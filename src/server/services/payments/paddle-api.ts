import { Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
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
  const environment = (options.baseUrl?.replace(/\/+$/, '') ??
    Environment[options.environment]) as Environment;
  const paddle = new Paddle(options.apiKey, { environment, logLevel: LogLevel.none });
  return {
    async cancelAtPeriodEnd(id) {
      return snapshotFromSdk(
        await paddle.subscriptions.cancel(id, { effectiveFrom: 'next_billing_period' }),
      );
    },
    async resume(id) {
      return snapshotFromSdk(await paddle.subscriptions.update(id, { scheduledChange: null }));
    },
  };
}
