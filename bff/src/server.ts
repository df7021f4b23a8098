import { createAuth, createLogger, runService, type Logger, type RunningService } from '@rha/kit';
import { createApp } from './app.js';
import { createIdentityApi } from './clients/identity.js';
import { configSchema, type Config } from './config.js';
import { keycloakEndpoints } from './keycloak.js';

export { configSchema, type Config };

export interface StartDeps {
  logger?: Logger;
}

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const logger = deps.logger ?? createLogger('bff', config.LOG_LEVEL);
  const keycloak = keycloakEndpoints(config);
  const auth = createAuth({
    issuer: keycloak.issuer,
    audience: config.AUTH_AUDIENCE,
    jwksUri: keycloak.jwksUri,
  });
  const app = createApp({
    logger,
    auth,
    identity: createIdentityApi({ baseUrl: config.IDENTITY_URL }),
    identityUrl: config.IDENTITY_URL,
    runtimeConfig: {
      keycloakUrl: keycloak.publicUrl,
      realm: config.KEYCLOAK_REALM,
      clientId: config.KEYCLOAK_CLIENT_ID,
    },
    ...(config.WEB_DIST
      ? { web: { root: config.WEB_DIST, keycloakOrigin: keycloak.publicOrigin } }
      : {}),
  });

  return runService({ name: 'bff', port: config.PORT, app, logger });
}
