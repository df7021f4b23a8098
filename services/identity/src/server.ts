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
import { createAdminTokenSource } from './keycloak/admin-token.js';
import {
  createKeycloakRealmRoles,
  unconfiguredRealmRoles,
  type RealmRoles,
} from './keycloak/realm-roles.js';

export { configSchema, type Config };

export type StartDeps = ServiceDeps;

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
        realmRoles: realmRoles(config, logger),
        draftTtlHours: config.DRAFT_TTL_HOURS,
      }),
  });
}

function realmRoles(config: Config, logger: Logger): RealmRoles {
  if (!config.IDENTITY_ADMIN_CLIENT_SECRET) {
    logger.warn('IDENTITY_ADMIN_CLIENT_SECRET is not set: sign-ups cannot assign roles');
    return unconfiguredRealmRoles();
  }
  const keycloakUrl = withoutTrailingSlash(config.KEYCLOAK_URL);
  const realm = encodeURIComponent(config.KEYCLOAK_REALM);
  return createKeycloakRealmRoles({
    keycloakUrl,
    realm: config.KEYCLOAK_REALM,
    tokens: createAdminTokenSource({
      tokenUrl: `${keycloakUrl}/realms/${realm}/protocol/openid-connect/token`,
      clientId: config.KEYCLOAK_ADMIN_CLIENT_ID,
      clientSecret: config.IDENTITY_ADMIN_CLIENT_SECRET,
    }),
  });
}
