import { KeycloakAdminError } from './errors.js';

export interface AdminTokenOptions {
  /** `${KEYCLOAK_URL}/realms/${realm}/protocol/openid-connect/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface AdminTokenSource {
  /** A service-account access token, fetched once and reused until shortly before it expires. */
  get(): Promise<string>;
  /** Forgets the token, e.g. after the Admin API rejected it (revoked, keys rotated). */
  invalidate(token: string): void;
}

/** Renew this long before expiry, so a token never dies between being handed out and being used. */
const EXPIRY_MARGIN_MS = 30_000;

interface CachedToken {
  value: string;
  renewAt: number;
}

/** Keycloak's client_credentials grant for the identity service's confidential client. */
export function createAdminTokenSource(options: AdminTokenOptions): AdminTokenSource {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const basic = Buffer.from(
    `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
  ).toString('base64');
  let cached: CachedToken | undefined;
  // Concurrent sign-ups share one token request instead of each asking for its own.
  let pending: Promise<CachedToken> | undefined;

  async function requestToken(): Promise<CachedToken> {
    const requestedAt = Date.now();
    const response = await fetchImpl(options.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw new KeycloakAdminError('token request failed', { cause: error });
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new KeycloakAdminError(`token request answered ${response.status}`, {
        status: response.status,
      });
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') {
      throw new KeycloakAdminError('token response has no access_token');
    }
    const lifetimeMs = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 60_000;
    return { value: body.access_token, renewAt: requestedAt + lifetimeMs - EXPIRY_MARGIN_MS };
  }

  return {
    async get() {
      if (cached && Date.now() < cached.renewAt) return cached.value;
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      cached = await pending;
      return cached.value;
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
}
