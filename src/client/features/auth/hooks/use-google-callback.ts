import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '../../../../shared/constants';
import { paths } from '../../../../shared/paths';
import type { AuthReply } from '../../../../shared/schemas/auth';
import { setSession } from '../../../lib/session';
import { googleLogin } from '../api/google-login';
import { GOOGLE_MESSAGES, googleErrorMessage, isRetryable } from './google-errors';
import { consumeState, googleRedirectUri, rememberGoogleLogin } from './google-oauth';

/** Codes already submitted in this tab: a code is single-use (SPEC §4 guard). */
const USED_KEY = 'google_codes_used';
const usedCodes = (): string[] => JSON.parse(sessionStorage.getItem(USED_KEY) ?? '[]') as string[];
/** Codes this page load has taken up (sessionStorage outlives the page; this does not). */
const claimedThisPage = new Set<string>();
export function claimCode(code: string): boolean {
  const used = usedCodes();
  if (used.includes(code)) return false;
  sessionStorage.setItem(USED_KEY, JSON.stringify([...used.slice(-9), code]));
  return true;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** Up to 3 attempts, waiting 1 s then 2 s between them (SPEC §9), retrying only transient faults. */
export async function exchangeWithRetries(
  code: string,
  signal: AbortSignal,
  exchange = googleLogin,
): Promise<AuthReply> {
  const delays = TIMINGS.googleRetryDelaysMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await exchange(code, googleRedirectUri(), signal);
    } catch (error) {
      if (signal.aborted || attempt >= delays.length || !isRetryable(error)) throw error;
      await sleep(delays[attempt]!, signal);
    }
  }
}

export type CallbackState = { status: 'processing' } | { status: 'error'; message: string };

/** The /auth/google/callback flow: state check, code guard, exchange with retries, session save. */
export function useGoogleCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>({ status: 'processing' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const code = params.get('code');
    const providerError = params.get('error');
    if (code) {
      // StrictMode runs effects twice: the second run in this page is a no-op.
      if (claimedThisPage.has(code)) return;
      claimedThisPage.add(code);
      // Submitted by an earlier visit (a reload, Back/Forward): a code works once, so say so
      // rather than wait forever.
      if (!claimCode(code)) return setState({ status: 'error', message: GOOGLE_MESSAGES.expired });
    }
    const abort = new AbortController();
    controller.current = abort;
    void (async () => {
      if (providerError) {
        // prompt=none could not sign in silently: ask again with consent.
        if (
          providerError === 'login_required' ||
          providerError === 'interaction_required' ||
          providerError === 'consent_required'
        ) {
          consumeState(params.get('state'));
          void navigate(`${paths.login}?google=consent`, { replace: true });
          return;
        }
        setState({
          status: 'error',
          message: params.get('error_description')
            ? `${providerError}: ${params.get('error_description')}`
            : GOOGLE_MESSAGES.fallback,
        });
        return;
      }
      if (!code) return setState({ status: 'error', message: GOOGLE_MESSAGES.noCode });
      if (!consumeState(params.get('state')))
        return setState({ status: 'error', message: GOOGLE_MESSAGES.expired });
      let reply: AuthReply;
      try {
        reply = await exchangeWithRetries(code, abort.signal);
      } catch (error) {
        if (!abort.signal.aborted)
          setState({ status: 'error', message: googleErrorMessage(error) });
        return;
      }
      try {
        // SPEC §3: after an identity-provider login the avatar is the default user icon.
        setSession({ ...reply, user: { ...reply.user, avatar_url: null } });
        rememberGoogleLogin();
      } catch {
        return setState({ status: 'error', message: GOOGLE_MESSAGES.saveFailed });
      }
      void navigate(paths.app, { replace: true });
    })();
  }, [params, navigate]);

  const cancel = () => {
    controller.current?.abort();
    void navigate(paths.login, { replace: true });
  };
  return { state, cancel };
}
