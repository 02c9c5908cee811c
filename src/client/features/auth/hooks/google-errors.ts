import { ApiError } from '../../../lib/api-client';

export const GOOGLE_MESSAGES = {
  noCode: 'No authorization code received',
  saveFailed: 'Failed to save login data',
  network: 'Network connection error, please check your connection',
  expired: 'Login session expired, please login again',
  fallback: 'Google login failed, please try again',
} as const;

/** SPEC §8 identity-provider messages, from the server's answer. */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return GOOGLE_MESSAGES.network;
    const code = typeof error.body.error === 'string' ? error.body.error : '';
    const details =
      typeof error.body.details === 'string'
        ? error.body.details
        : typeof error.body.error_description === 'string'
          ? error.body.error_description
          : '';
    if (
      code === 'invalid_grant' ||
      /invalid_grant/.test(details) ||
      /invalid_grant/.test(error.message)
    )
      return GOOGLE_MESSAGES.expired;
    if (code && details) return `${code}: ${details}`;
    return error.message || GOOGLE_MESSAGES.fallback;
  }
  return error instanceof Error && error.message ? error.message : GOOGLE_MESSAGES.fallback;
}

/** Worth another try: no answer, a timeout or a server fault — never a rejected code. */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500);
