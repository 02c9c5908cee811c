import { LIMITS } from '../../shared/constants';
import { AUTH_LOGOUT_EVENT, clearSession, getRefreshToken, getToken, setTokens } from './session';

/** An API failure: HTTP status (0 for network errors), the server's {error} text and its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly kind: 'http' | 'network' | 'aborted' | 'timeout' = 'http',
  ) {
    super(message);
  }
}

/** A zod schema, or a lazy-schema.ts stand-in that loads one on first use. */
export interface ResponseSchema<T> {
  parse(data: unknown): T | Promise<T>;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true when one is stored). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  schema?: ResponseSchema<T>;
  /** Set false for probes (e.g. the silent Google check) where a 401 must not end the session. */
  refreshOn401?: boolean;
  /** A file sent as it is (application/octet-stream) instead of a JSON body. */
  file?: Blob;
  /** 'blob': the reply is a file (a download), returned as a Blob; errors are still JSON. */
  responseAs?: 'json' | 'blob';
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** Searches in flight, aborted when the session ends (SPEC §4 Session). */
const inFlightSearches = new Set<AbortController>();
export function trackSearch(controller: AbortController): () => void {
  inFlightSearches.add(controller);
  return () => inFlightSearches.delete(controller);
}

export const sessionHooks = {
  /** Called on forced logout; the default reloads the page as SPEC §4 says. */
  reload: () => window.location.reload(),
};

/** SPEC §4: clear token, user and refresh_token, abort searches, emit auth-logout, reload. */
export function forceLogout() {
  clearSession();
  for (const controller of inFlightSearches) controller.abort();
  inFlightSearches.clear();
  window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
  sessionHooks.reload();
}

let refreshing: Promise<boolean> | null = null;

/** The Web Locks name every tab of this origin refreshes under (ADR 0140). */
export const REFRESH_LOCK = 'chengyu-session-refresh';

async function refreshTokens(): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) return false;
  try {
    const res = await fetch('/api/login/token/refresh/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!res.ok) return false;
    const data = (await res.json()) as { access?: string; refresh?: string };
    if (!data.access) return false;
    setTokens(data.access, data.refresh);
    return true;
  } catch {
    return false;
  }
}

/**
 * One refresh at a time, shared by every request of this tab that got a 401 and, through the
 * Web Locks API, by every tab: a tab that waited for the lock and finds the stored access token
 * changed uses the one another tab got instead of spending the refresh token again.
 */
function refreshOnce(rejectedToken: string | null): Promise<boolean> {
  refreshing ??= (async () => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return refreshTokens();
    return locks.request(REFRESH_LOCK, async () => {
      const stored = getToken();
      if (stored !== null && stored !== rejectedToken) return true;
      return refreshTokens();
    });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(
  path: string,
  options: RequestOptions<unknown>,
  signal: AbortSignal,
): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = 'application/octet-stream';
  if (token && options.auth !== false) headers.authorization = `Bearer ${token}`;
  return fetch(path, {
    method: options.method ?? (options.body === undefined && !options.file ? 'GET' : 'POST'),
    headers,
    body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal,
    credentials: 'same-origin',
  });
}

/**
 * The one API client: JSON in and out, bearer token, one refresh-and-retry on 401 (forced logout
 * when that fails), a timeout (90 s by default) and caller aborts.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? LIMITS.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const sentToken = getToken();
    let res = await send(path, options, controller.signal);
    if (
      res.status === 401 &&
      options.auth !== false &&
      options.refreshOn401 !== false &&
      getToken()
    ) {
      if (await refreshOnce(sentToken)) {
        res = await send(path, options, controller.signal);
      } else {
        forceLogout();
        throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
      }
    }
    if (res.ok && options.responseAs === 'blob') return (await res.blob()) as T;
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!res.ok) {
      const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const message =
        typeof record.error === 'string'
          ? record.error
          : typeof record.detail === 'string'
            ? record.detail
            : res.statusText;
      throw new ApiError(res.status, message, record);
    }
    return options.schema ? await options.schema.parse(body) : (body as T);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) {
      throw new ApiError(
        0,
        timedOut ? 'Request timed out' : 'Request was cancelled',
        {},
        timedOut ? 'timeout' : 'aborted',
      );
    }
    if (error instanceof Error && error.name === 'ZodError') throw error;
    throw new ApiError(0, 'Network connection error', {}, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** SPEC §9 generic retry helper: 3 attempts, 1 s apart. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 3, delayMs = 1000): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
      if (attempt < attempts - 1) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError;
}
