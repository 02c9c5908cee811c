import { ApiError } from './api-client';

/** True when the API could not be reached at all (no HTTP answer): the offline path of SPEC §3. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

/** The server's {error} text when there is one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message && error.status < 500)
    return error.message;
  return fallback;
}
