import { FunFactSchema, type FunFact } from '../../../../shared/schemas/idiom';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/random-tip/ — a word and its literal meaning for the loading overlay. */
export function getRandomTip(signal?: AbortSignal): Promise<FunFact> {
  return apiRequest('/api/random-tip/', {
    signal,
    auth: false,
    timeoutMs: 10_000,
    schema: FunFactSchema,
  });
}
