import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { setSession } from '../../../lib/session';
import { checkGoogleAuth } from '../api/check-google-auth';
import {
  buildAuthorizationUrl,
  canTrySilentCheck,
  hasGoogleCookie,
  rememberGoogleLogin,
} from '../hooks/google-oauth';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Login with Google (SPEC §4): with the google_auth cookie, first the silent check and then the
 * provider with prompt=none; otherwise prompt=consent. Disabled, with the reason, when the server
 * has no Google credentials.
 */
export function GoogleButton() {
  const { config, loading } = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const enabled = !!config?.google.enabled && !!config.google.clientId;

  const start = async (forceConsent = false) => {
    if (!config || !enabled) return;
    setBusy(true);
    if (!forceConsent && canTrySilentCheck()) {
      try {
        const reply = await checkGoogleAuth();
        setSession({ ...reply, user: { ...reply.user, avatar_url: null } });
        rememberGoogleLogin();
        void navigate(paths.app);
        return;
      } catch {
        // Not signed in silently: fall through to the provider.
      }
    }
    window.location.assign(
      buildAuthorizationUrl(config, !forceConsent && hasGoogleCookie() ? 'none' : 'consent'),
    );
  };

  // The callback sends us back here when prompt=none needed user interaction.
  const wantsConsent = params.get('google') === 'consent';
  useEffect(() => {
    if (wantsConsent && enabled) void start(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsConsent, enabled]);

  const reason = loading
    ? null
    : !config
      ? 'Google sign-in is unavailable while the server cannot be reached.'
      : !enabled
        ? 'Google sign-in is not configured on this server. Use your email and password instead.'
        : null;
  return (
    <div className="google-login">
      <button
        type="button"
        className="btn btn--secondary btn--md btn--block"
        onClick={() => void start()}
        disabled={!enabled || busy}
        aria-describedby={reason ? 'google-unavailable' : undefined}
      >
        <GoogleMark />
        Login with Google
      </button>
      {reason && (
        <p className="google-login__note" id="google-unavailable">
          {reason}
        </p>
      )}
    </div>
  );
}
