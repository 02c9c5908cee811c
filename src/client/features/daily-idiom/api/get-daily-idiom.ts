import { useEffect, useState } from 'react';
import type { DailyIdiom } from '../../../../shared/schemas/idiom';
import { ApiError, apiRequest, withRetry } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { STORAGE_KEYS } from '../../../lib/session';
import { fallbackIdiom } from '../data/fallback-idioms';

export type DailySource = 'api' | 'fallback';
export interface DailyResult {
  idiom: DailyIdiom;
  source: DailySource;
}

type Fetcher = typeof apiRequest;

// The landing page renders before these load; they arrive with the first reply (ADR 0103).
const loadSchemas = () => import('../../../../shared/schemas/idiom');
const DailyIdiomSchema = lazySchema(() => loadSchemas().then((s) => s.DailyIdiomSchema));
const CreateDailyReplySchema = lazySchema(() => loadSchemas().then((s) => s.CreateDailyReplySchema));

/**
 * GET /api/idioms/daily/ through the retry wrapper (3 attempts, 1 s); a 404 means today's idiom is
 * not made yet, so POST create_daily_idiom (reply in data.data). Any failure: the built-in list.
 * Stores lastDailyIdiomTime once an idiom is shown (SPEC §3).
 */
export async function getDailyIdiom(
  fetcher: Fetcher = apiRequest,
  now = () => new Date(),
): Promise<DailyResult> {
  let result: DailyResult;
  try {
    const idiom = await withRetry(() =>
      fetcher('/api/idioms/daily/', { auth: false, schema: DailyIdiomSchema, timeoutMs: 15_000 }),
    ).catch(async (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      const created = await withRetry(() =>
        fetcher('/api/idioms/create_daily_idiom/', {
          method: 'POST',
          auth: false,
          schema: CreateDailyReplySchema,
          timeoutMs: 15_000,
        }),
      );
      return created.data.data;
    });
    result = { idiom, source: 'api' };
  } catch {
    result = { idiom: fallbackIdiom(now()), source: 'fallback' };
  }
  localStorage.setItem(STORAGE_KEYS.lastDailyIdiomTime, now().toISOString());
  return result;
}

export function useDailyIdiom(): { data: DailyResult | null } {
  const [data, setData] = useState<DailyResult | null>(null);
  useEffect(() => {
    let live = true;
    void getDailyIdiom().then((result) => live && setData(result));
    return () => {
      live = false;
    };
  }, []);
  return { data };
}
