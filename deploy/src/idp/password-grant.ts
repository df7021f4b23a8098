/**
 * Keycloak's Resource Owner Password Credentials grant (`grant_type=password`), which oidc-provider does not
 * ship: a client with `directAccessGrantsEnabled` (the dev realm's `load-test`) trades a user's e-mail and
 * password for the same tokens the authorization-code flow gives, with Keycloak's answers when it refuses.
 */
import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import { errors, type ResourceServer } from 'oidc-provider';
import type { Logger } from 'pino';
import type { BruteForceProtector } from './brute-force.js';
import type { RealmClient } from './realm.js';
import { keycloakScope } from './tokens.js';

export const PASSWORD_GRANT = 'password';

export interface PasswordGrantDependencies {
  clients: ReadonlyMap<string, RealmClient>;
  /** The realm's verify-email action, which a password grant cannot perform: it refuses the account instead. */
  verifyEmail: boolean;
  /** The login page's: the same lockout, and failures here count there. */
  bruteForce: BruteForceProtector;
  /** The resource server the client's access tokens are issued for, as in the other grants. */
  resourceServer(clientId: string): { indicator: string; info: ResourceServer };
  /** Scopes the provider knows; others in the request are ignored, as Keycloak ignores unknown ones. */
  scopes: readonly string[];
  logger: Logger;
}

type PasswordParams = { username?: string; password?: string; scope?: string };

/** Keycloak's 401 for a wrong or unknown user, which oidc-provider's InvalidGrant (400) is not. */
function invalidUserCredentials(): Error {
  const error = new errors.CustomOIDCProviderError('invalid_grant', 'Invalid user credentials');
  return Object.assign(error, { status: 401, statusCode: 401 });
}

export function registerPasswordGrant(provider: Provider, deps: PasswordGrantDependencies): void {
  const { clients, bruteForce, logger } = deps;
  const knownScopes = new Set(deps.scopes);

  provider.registerGrantType<PasswordParams>(
    PASSWORD_GRANT,
    async (ctx) => {
      const { client, params } = ctx.oidc;
      if (!clients.get(client.clientId)?.directAccessGrantsEnabled) {
        throw new errors.UnauthorizedClient('Client not allowed for direct access grants');
      }
      if (!params.username || params.password === undefined) {
        throw invalidUserCredentials();
      }
      const checked = await bruteForce.checkPassword(params.username, params.password);
      if (!checked.ok) {
        logger.info(
          { clientId: client.clientId, reason: checked.reason },
          'password grant refused',
        );
        throw invalidUserCredentials();
      }

      if (deps.verifyEmail && !checked.account.emailVerified) {
        logger.info({ clientId: client.clientId }, 'password grant refused: e-mail not verified');
        throw new errors.CustomOIDCProviderError('invalid_grant', 'Account is not fully set up');
      }
      const accountId = checked.account.id;
      const requested = (params.scope ?? '').split(' ').filter((scope) => knownScopes.has(scope));
      const { indicator, info } = deps.resourceServer(client.clientId);
      const resourceServer = new provider.ResourceServer(indicator, info);
      const scope = requested.filter((item) => resourceServer.scopes.has(item)).join(' ');

      const grant = new provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(requested.filter((item) => item === 'openid'));
      grant.addResourceScope(indicator, scope);
      const grantId = await grant.save();
      // Keycloak opens a user session for a password grant, so its tokens carry a session id too.
      const sid = randomUUID();

      const accessToken = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty: PASSWORD_GRANT,
        sid,
        scope,
        resourceServer,
      });
      ctx.oidc.entity('AccessToken', accessToken);
      const accessTokenValue = await accessToken.save();

      let refreshTokenValue: string | undefined;
      if (client.grantTypeAllowed('refresh_token')) {
        const refreshToken = new provider.RefreshToken({
          accountId,
          client,
          grantId,
          gty: PASSWORD_GRANT,
          sid,
          scope,
          resource: indicator,
          rotations: 0,
        });
        ctx.oidc.entity('RefreshToken', refreshToken);
        refreshTokenValue = await refreshToken.save();
      }

      ctx.body = {
        access_token: accessTokenValue,
        expires_in: accessToken.expiration,
        ...(refreshTokenValue === undefined ? {} : { refresh_token: refreshTokenValue }),
        token_type: accessToken.tokenType,
        scope: keycloakScope(scope),
      };
    },
    ['username', 'password', 'scope'],
  );
}
