import type { PublicConfig } from '../../../../shared/schemas/config';
import { paths } from '../../../../shared/paths';
import { TIMINGS } from '../../../../shared/constants';
import { getCookie, setCookie } from '../../../lib/cookies';
import { getToken } from '../../../lib/session';

export const GOOGLE_COOKIE = 'google_auth';
const STATE_KEY = 'google_oauth_state';
const DEFAULT_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

export const googleRedirectUri = () => `${window.location.origin}${paths.googleCallback}`;

export function hasGoogleCookie(): boolean {
  return getCookie(GOOGLE_COOKIE) === 'true';
}

/** SPEC §3: google_auth=true for 30 days after an identity-provider login. */
export function rememberGoogleLogin() {
  setCookie(GOOGLE_COOKIE, 'true', TIMINGS.googleCookieDays);
}

/** The provider URL (SPEC §7): code flow, email profile openid, offline access, a fresh state. */
export function buildAuthorizationUrl(config: PublicConfig, prompt: 'none' | 'consent'): string {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(config.google.authorizationUrl || DEFAULT_AUTHORIZATION_URL);
  url.search = new URLSearchParams({
    client_id: config.google.clientId ?? '',
    redirect_uri: googleRedirectUri(),
    response_type: 'code',
    scope: 'email profile openid',
    access_type: 'offline',
    state,
    prompt,
  }).toString();
  return url.toString();
}

/** The state check on return; the stored state is single-use. */
export function consumeState(returned: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return !!expected && expected === returned;
}

/** A silent check needs the cookie and a stored token to ask about. */
export const canTrySilentCheck = () => hasGoogleCookie() && getToken() !== null;
