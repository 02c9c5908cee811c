import type { FastifyInstance } from 'fastify';
import { createCatalog } from '../../src/server/catalog/load-catalog';
import type { Database } from '../../src/server/db/client';
import type { PaddleEvent } from '../../src/server/services/payments/paddle-entities';
import { signPaddleBody } from '../../src/server/services/payments/paddle-signature';
import { buildTestApp } from './test-app';

export const WEBHOOK_SECRET = 'pdl_ntfset_test_secret_0123456789';
export const DAY_MS = 86_400_000;

/** A clock tests move by hand (the app reads it through `clock`). */
export function manualClock(start = new Date(Math.floor(Date.now() / 1000) * 1000)) {
  let now = start;
  return {
    now: () => now,
    set(date: Date) {
      now = date;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** Posts an event to the webhook as Paddle does: raw JSON, Paddle-Signature over "ts:body". */
export function postWebhook(
  app: FastifyInstance,
  event: PaddleEvent<unknown> | string,
  options: { secret?: string; signedAt?: Date; signature?: string } = {},
) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paddle',
    headers: {
      'content-type': 'application/json',
      'paddle-signature':
        options.signature ??
        signPaddleBody(raw, options.secret ?? WEBHOOK_SECRET, options.signedAt ?? app.clock()),
    },
    payload: raw,
  });
}

/** An app for payment tests: the webhook secret above, an injected clock, an empty catalog. */
export async function buildPaymentsTestApp(
  options: { clock?: () => Date; env?: Record<string, string>; database?: Database } = {},
) {
  return buildTestApp({
    env: { PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...options.env },
    clock: options.clock,
    database: options.database,
    catalog: createCatalog({
      version: 1,
      builtAt: new Date(0).toISOString(),
      entries: [],
      characters: {},
    }),
  });
}
