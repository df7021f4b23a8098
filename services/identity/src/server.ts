import {
  bootService,
  withoutTrailingSlash,
  type Logger,
  type RunningService,
  type ServiceDeps,
} from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';
import { keycloakAdminCall } from './keycloak/admin-client.js';
import { createAdminTokenSource } from './keycloak/admin-token.js';
import {
  createKeycloakRealmRoles,
  unconfiguredRealmRoles,
  type RealmRoles,
} from './keycloak/realm-roles.js';
import {
  createKeycloakUserEmails,
  unconfiguredUserEmails,
  type UserEmails,
} from './keycloak/user-emails.js';

export { configSchema, type Config };

export interface StartDeps extends ServiceDeps {
  /** The provider's sign-in addresses, where no Keycloak admin client stands behind this identity (tests). */
  userEmails?: UserEmails;
}

export function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  return bootService({
    name: 'identity',
    config,
    migrations,
    deps,
    buildApp: ({ logger, db, transport, auth }) =>
      createApp({
        logger,
        db,
        auth,
        transport,
        ...keycloakAdmin(config, logger),
        ...(deps.userEmails && { userEmails: deps.userEmails }),
        draftTtlHours: config.DRAFT_TTL_HOURS,
      }),
  });
}

/** What identity asks of Keycloak's Admin REST API, through one service account. */
function keycloakAdmin(
  config: Config,
  logger: Logger,
): { realmRoles: RealmRoles; userEmails: UserEmails } {
  if (!config.IDENTITY_ADMIN_CLIENT_SECRET) {
    logger.warn(
      'IDENTITY_ADMIN_CLIENT_SECRET is not set: sign-ups cannot assign roles, changed e-mails cannot be confirmed',
    );
    return { realmRoles: unconfiguredRealmRoles(), userEmails: unconfiguredUserEmails() };
  }
  const keycloakUrl = withoutTrailingSlash(config.KEYCLOAK_URL);
  const realm = encodeURIComponent(config.KEYCLOAK_REALM);
  const call = keycloakAdminCall({
    keycloakUrl,
    realm: config.KEYCLOAK_REALM,
    tokens: createAdminTokenSource({
      tokenUrl: `${keycloakUrl}/realms/${realm}/protocol/openid-connect/token`,
      clientId: config.KEYCLOAK_ADMIN_CLIENT_ID,
      clientSecret: config.IDENTITY_ADMIN_CLIENT_SECRET,
    }),
  });
  return { realmRoles: createKeycloakRealmRoles(call), userEmails: createKeycloakUserEmails(call) };
}
