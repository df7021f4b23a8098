import Provider, { errors, interactionPolicy } from 'oidc-provider';
import type {
  AccessToken,
  AdapterConstructor,
  ClientCredentials,
  ClientMetadata,
  Configuration,
  JWTStructured,
  KoaContextWithOIDC,
} from 'oidc-provider';
import type { Logger } from 'pino';
import type { AccountStore } from './accounts.js';
import type { BruteForceProtector } from './brute-force.js';
import {
  DatabaseOutage,
  outageAwareAdapter,
  outageReason,
  rethrowingOutages,
} from './database-outage.js';
import type { IdpKeys } from './keys.js';
import { endSessionWithoutConfirmation } from './logout.js';
import { messagePage } from './pages.js';
import { PASSWORD_GRANT, registerPasswordGrant } from './password-grant.js';
import { effectiveRealmRoles, type Realm, type RealmClient } from './realm.js';
import { redirectUriMatches } from './redirect-uris.js';
import {
  audienceClaim,
  keycloakScope,
  profileClaims,
  refreshTokenCodec,
  serviceAccountClaims,
  userAccessTokenClaims,
} from './tokens.js';

export interface ProviderDependencies {
  issuer: string;
  realm: Realm;
  keys: IdpKeys;
  accounts: AccountStore;
  /** Shared with the login page: failed password grants count as failed logins. */
  bruteForce: BruteForceProtector;
  adapter: AdapterConstructor;
  logger: Logger;
}

export const OIDC_PATH = '/protocol/openid-connect';

const PROFILE_CLAIMS = [
  'email',
  'email_verified',
  'name',
  'preferred_username',
  'given_name',
  'family_name',
];

const SCOPES = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'roles',
  'web-origins',
  'acr',
  'basic',
];

/** One resource server per client: its tokens carry the audiences of that client's mappers. */
function resourceIndicator(clientId: string): string {
  return `urn:remote-hands:dev-idp:access-token:${encodeURIComponent(clientId)}`;
}

function tokenAudiences(client: RealmClient, kind: string): string[] {
  const audiences = [...client.audiences];
  if (kind === 'ClientCredentials' && client.serviceAccount) {
    audiences.push(...Object.keys(client.serviceAccount.clientRoles));
  }
  return audiences.length > 0 ? [...new Set(audiences)] : [client.clientId];
}

function clientMetadata(client: RealmClient): ClientMetadata {
  const webRedirects = (uris: string[]) => uris.filter((uri) => /^https?:\/\//.test(uri));
  if (client.publicClient) {
    return {
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      // Every client may ask for the password grant: Keycloak refuses it in the grant itself
      // (unauthorized_client) unless the client has directAccessGrantsEnabled.
      grant_types: [
        ...(client.standardFlowEnabled ? ['authorization_code'] : []),
        'refresh_token',
        PASSWORD_GRANT,
      ],
      response_types: client.standardFlowEnabled ? ['code'] : [],
      redirect_uris: client.standardFlowEnabled ? webRedirects(client.redirectUris) : [],
      post_logout_redirect_uris: webRedirects(client.postLogoutRedirectUris),
    };
  }
  return {
    client_id: client.clientId,
    ...(client.secret === undefined ? {} : { client_secret: client.secret }),
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: [
      ...(client.standardFlowEnabled ? ['authorization_code', 'refresh_token'] : []),
      ...(client.serviceAccount ? ['client_credentials'] : []),
      PASSWORD_GRANT,
    ],
    response_types: client.standardFlowEnabled ? ['code'] : [],
    redirect_uris: client.standardFlowEnabled ? webRedirects(client.redirectUris) : [],
  };
}

export function createProvider(deps: ProviderDependencies): Provider {
  const { issuer, realm, keys, logger } = deps;
  // Everything the provider reads from Postgres, so an outage is answered 503 rather than 500.
  const accounts = rethrowingOutages(deps.accounts);
  const clients = new Map(realm.clients.map((client) => [client.clientId, client]));
  const realmClient = (clientId: string | undefined): RealmClient => {
    const client = clientId === undefined ? undefined : clients.get(clientId);
    if (!client) throw new Error(`Unknown client ${clientId}`);
    return client;
  };
  const cookieOptions = { httpOnly: true, sameSite: 'lax', signed: true } as const;
  const resourceServerInfo = (clientId: string) => ({
    scope: SCOPES.join(' '),
    audience: tokenAudiences(realmClient(clientId), 'AccessToken')[0],
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: realm.accessTokenLifespan,
    jwt: { sign: { alg: 'RS256' as const } },
  });

  const policy = interactionPolicy.base();
  // keycloak-js opens registration through /registrations, which asks for this prompt.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: outageAwareAdapter(deps.adapter),
    clients: realm.clients.map(clientMetadata),
    jwks: { keys: [keys.signingJwk] },
    cookies: { keys: keys.cookieKeys, long: cookieOptions, short: cookieOptions },
    claims: {
      // keycloak-js asks only for `openid`; Keycloak still puts the profile in the ID token.
      openid: ['sub', ...PROFILE_CLAIMS],
      profile: PROFILE_CLAIMS.filter((claim) => !claim.startsWith('email')),
      email: ['email', 'email_verified'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: SCOPES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: {
      authorization: `${OIDC_PATH}/auth`,
      token: `${OIDC_PATH}/token`,
      userinfo: `${OIDC_PATH}/userinfo`,
      jwks: `${OIDC_PATH}/certs`,
      end_session: `${OIDC_PATH}/logout`,
      revocation: `${OIDC_PATH}/revoke`,
      pushed_authorization_request: `${OIDC_PATH}/ext/par/request`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      // Listed in discovery; profile.ts answers it, as the built-in one refuses JWT access tokens.
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: endSessionWithoutConfirmation(cookieOptions),
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('You are logged out', 'You are logged out.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, client, oneOf) => oneOf ?? resourceIndicator(client.clientId),
        // Later token requests reuse the resource of the authorization, as Keycloak's do.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client) => {
          if (indicator !== resourceIndicator(client.clientId)) throw new errors.InvalidTarget();
          return resourceServerInfo(client.clientId);
        },
      },
    },
    formats: {
      customizers: {
        jwt: async (_ctx, token, parts) => {
          parts.header = { typ: 'JWT' };
          parts.payload = await keycloakAccessTokenPayload(token, parts.payload);
        },
      },
    },
    // Keycloak issues refresh tokens to every standard-flow client and does not rotate them.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    loadExistingGrant: grantEverythingRequested,
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, ...profileClaims(account) }),
      };
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/realms/${realm.name}/login-actions/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin, client) =>
      clients.get(client.clientId)?.webOrigins.includes(origin) ?? false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body =
        out.error === 'invalid_redirect_uri'
          ? messagePage('We are sorry...', 'Invalid parameter: redirect_uri')
          : messagePage('We are sorry...', out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: realm.accessTokenLifespan,
      ClientCredentials: realm.accessTokenLifespan,
      IdToken: realm.accessTokenLifespan,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      RefreshToken: realm.ssoSessionMaxLifespan,
      Session: realm.ssoSessionMaxLifespan,
      Grant: realm.ssoSessionMaxLifespan,
    },
  };

  async function keycloakAccessTokenPayload(
    token: AccessToken | ClientCredentials,
    payload: JWTStructured['payload'],
  ): Promise<JWTStructured['payload']> {
    const client = realmClient(token.clientId);
    const registered = {
      exp: payload.exp,
      iat: payload.iat,
      jti: payload.jti,
      iss: payload.iss,
      aud: audienceClaim(tokenAudiences(client, token.kind)),
    };
    if (token.kind === 'ClientCredentials') {
      const serviceAccount = client.serviceAccount;
      if (!serviceAccount) throw new Error(`Client ${client.clientId} has no service account`);
      return {
        ...registered,
        sub: serviceAccount.id,
        ...serviceAccountClaims(client, effectiveRealmRoles(realm, serviceAccount.realmRoles)),
      };
    }
    const accessToken = token as AccessToken;
    const account = accessToken.accountId
      ? await accounts.findById(accessToken.accountId)
      : undefined;
    if (!account) throw new Error('The access token belongs to no account');
    // Read at every issue, so a role mapped through the Admin API shows in the next refresh.
    const realmRoles = effectiveRealmRoles(realm, await accounts.realmRoles(account.id));
    return {
      ...registered,
      sub: account.id,
      ...userAccessTokenClaims({
        account,
        realmRoles,
        client,
        sid: accessToken.sid ?? '',
        scope: keycloakScope(typeof payload.scope === 'string' ? payload.scope : undefined),
      }),
    };
  }

  /** Every realm client is first party: consent is given for whatever it asks. */
  async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
    const { client, session } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    const grant =
      existing && existing.accountId === session.accountId
        ? existing
        : new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
    grant.addOIDCClaims(ctx.oidc.requestParamClaims);
    for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
      const scopes = [...ctx.oidc.requestParamScopes].filter((scope) => server.scopes.has(scope));
      grant.addResourceScope(indicator, scopes);
    }
    await grant.save();
    return grant;
  }

  const provider = new Provider(issuer, configuration);

  // Keycloak accepts `/*` wildcards in redirect URIs; oidc-provider compares them exactly.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri: string) {
    const client = clients.get(this.clientId);
    return redirectUriMatches(client?.redirectUris ?? [], uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutAllowed(uri: string) {
    const client = clients.get(this.clientId);
    return redirectUriMatches(client?.postLogoutRedirectUris ?? [], uri);
  };

  // Keycloak puts the session id in every token; oidc-provider only for back-channel logout.
  provider.Client.prototype.includeSid = () => true;

  wrapRefreshTokens(provider, refreshTokenCodec(issuer, keys.refreshTokenKey));
  registerPasswordGrant(provider, {
    clients,
    verifyEmail: realm.verifyEmail,
    bruteForce: rethrowingOutages(deps.bruteForce),
    resourceServer: (clientId) => ({
      indicator: resourceIndicator(clientId),
      info: resourceServerInfo(clientId),
    }),
    scopes: SCOPES,
    logger,
  });

  provider.on('server_error', (_ctx: unknown, error: Error) => {
    logger.error({ err: error }, 'identity provider error');
  });
  const logRejection = (_ctx: unknown, error: Error) => {
    if (error instanceof DatabaseOutage) {
      logger.warn({ reason: outageReason(error) }, 'database unavailable');
    } else {
      logger.debug({ err: error }, 'OpenID request rejected');
    }
  };
  provider.on('authorization.error', logRejection);
  provider.on('grant.error', logRejection);
  provider.on('end_session.error', logRejection);
  return provider;
}

/**
 * Pinned to oidc-provider 9.13.3: refresh tokens leave the provider as Keycloak-shaped JWTs
 * (from getValueAndPayload, used by save) and come back through RefreshToken.find, which every
 * grant, revocation and introspection lookup goes through.
 */
function wrapRefreshTokens(provider: Provider, codec: ReturnType<typeof refreshTokenCodec>): void {
  const { RefreshToken } = provider;
  const prototype = RefreshToken.prototype as unknown as {
    getValueAndPayload(): Promise<{ value: string; payload: Record<string, unknown> }>;
  };
  const opaqueValueAndPayload = prototype.getValueAndPayload;
  prototype.getValueAndPayload = async function refreshJwtValueAndPayload() {
    const { value, payload } = await opaqueValueAndPayload.call(this);
    const token = this as unknown as InstanceType<typeof RefreshToken>;
    return {
      value: codec.wrap({
        value,
        accountId: token.accountId ?? '',
        clientId: token.clientId ?? '',
        ...(token.sid ? { sid: token.sid } : {}),
        ...(token.scope ? { scope: token.scope } : {}),
        iat: Number(payload.iat),
        exp: Number(payload.exp),
      }),
      payload,
    };
  };
  const findOpaque = RefreshToken.find.bind(RefreshToken);
  RefreshToken.find = ((value: string, options?: { ignoreExpiration?: boolean }) => {
    const opaque = typeof value === 'string' ? codec.unwrap(value) : undefined;
    return opaque === undefined ? Promise.resolve(undefined) : findOpaque(opaque, options);
  }) as typeof RefreshToken.find;
}
