/** Business constants of SPEC.md §9, shared by client and server. */
export const LIMITS = {
  freeSearchesPerDay: 5,
  historyCap: 10,
  requestTimeoutMs: 90_000,
  idiomLength: 4,
  passwordMin: 6,
  nicknameMin: 2,
  nicknameMax: 20,
  codeResendSeconds: 60,
  queryMaxLength: 200,
  mindMap: { characters: 4, morals: 2, usages: 3 },
} as const;

/** SPEC §5: local part of letters, digits, dot, underscore or hyphen; a domain; a 2–6 letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

export const SEARCH_DEFAULTS = { page: 1, pageSize: 10, type: 'all' } as const;

export const TIMINGS = {
  googleRetryDelaysMs: [1000, 2000],
  retryAttempts: 3,
  retryDelayMs: 1000,
  googleCookieDays: 30,
  progressPollMs: 5000,
  funFactMs: 8000,
  recordViewDelayMs: 500,
  copyConfirmMs: 2000,
  successCheckMs: 2000,
  successRedirectMs: 3000,
} as const;

/** min(1000 × 2^n, 30000) ms with n capped at 3 (SPEC §9). */
export function retryBackoffMs(attempt: number): number {
  const n = Math.min(Math.max(attempt, 0), 3);
  return Math.min(1000 * 2 ** n, 30_000);
}

export const PLANS = {
  free: { id: 'free', priceCents: 0, label: 'Free' },
  one_time: { id: 'one_time', priceCents: 1290, accessDays: 30, label: 'One-time pass' },
  recurring: { id: 'recurring', priceCents: 990, label: 'Monthly' },
} as const;

export const TASK_STATUSES = ['in_progress', 'completed', 'failed', 'timeout', 'cancelled'] as const;
