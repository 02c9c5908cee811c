import {
  CreateDailyReplySchema,
  DailyIdiomSchema,
  type DailyIdiom,
} from '../../../../shared/schemas/idiom';
import { apiRequest, ApiError, withRetry } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/session';

/** GET /api/idioms/daily/; on 404 POST /api/idioms/create_daily_idiom/ (SPEC §7), retried. */
export async function getDailyIdiom(): Promise<DailyIdiom> {
  const daily = await withRetry(async () => {
    try {
      return await apiRequest('/api/idioms/daily/', { auth: false, schema: DailyIdiomSchema });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      const created = await apiRequest('/api/idioms/create_daily_idiom/', {
        method: 'POST',
        auth: false,
        schema: CreateDailyReplySchema,
      });
      return created.data.data;
    }
  });
  localStorage.setItem(STORAGE_KEYS.lastDailyIdiomTime, new Date().toISOString());
  return daily;
}
