import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { HttpError } from '../../lib/http-error.js';

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface Discovery {
  issuer: string;
  authorization_endpoint?: string;
  token_endpoint: string;
  jwks_uri: string;
}

export const SESSION_EXPIRED = 'Login session expired, please login again';
const FAILED = 'Google login failed, please try again';
const TIMEOUT_MS = 10_000;

/**
 * Exchanges an authorization code with an OpenID Connect provider (Google by default; tests use a
 * local oauth2-mock-server) and verifies the id_token's signature, issuer, audience and expiry.
 * Discovery and the key set are cached per client; a failed discovery is retried on the next call.
 */
export function createGoogleClient(config: GoogleConfig, fetchImpl: typeof fetch = fetch) {
  let discovery:
    Promise<{ meta: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | undefined;

  async function discover() {
    const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
    const meta = (await res.json()) as Discovery;
    if (!meta.token_endpoint || !meta.jwks_uri || !meta.issuer)
      throw new Error('OIDC discovery document is incomplete');
    return { meta, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) };
  }

  async function provider() {
    discovery ??= discover().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  }

  return {
    /** The provider's authorization page, for the SPA's redirect; null when discovery fails. */
    async authorizationUrl(): Promise<string | null> {
      try {
        return (await provider()).meta.authorization_endpoint ?? null;
      } catch {
        return null;
      }
    },
    async exchange(code: string, redirectUri: string): Promise<GoogleIdentity> {
      let meta: Discovery;
      let keys: ReturnType<typeof createRemoteJWKSet>;
      try {
        ({ meta, keys } = await provider());
      } catch {
        throw new HttpError(502, 'Google sign-in is unavailable right now, please try again later');
      }
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
      });
      let res: Response;
      try {
        res = await fetchImpl(meta.token_endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(502, 'Google sign-in is unavailable right now, please try again later');
      }
      const payload = (await res.json().catch(() => ({}))) as {
        id_token?: string;
        error?: string;
        error_description?: string;
      };
      if (!res.ok || !payload.id_token) {
        if (payload.error === 'invalid_grant') throw new HttpError(400, SESSION_EXPIRED);
        throw new HttpError(
          400,
          FAILED,
          payload.error
            ? {
                details: `${payload.error}: ${payload.error_description ?? 'token exchange refused'}`,
              }
            : {},
        );
      }
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(payload.id_token, keys, {
          issuer: meta.issuer,
          audience: config.clientId,
        }));
      } catch {
        throw new HttpError(401, FAILED, { details: 'The identity token could not be verified' });
      }
      if (typeof claims.sub !== 'string' || !claims.sub)
        throw new HttpError(401, FAILED, { details: 'The identity token has no subject' });
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
