import {
  createAuth,
  createDb,
  createLogger,
  createTransport,
  migrate,
  runService,
  startOutboxRelay,
  type Logger,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { createApp } from './app.js';
import { configSchema, type Config } from './config.js';
import { migrations } from './db/migrations/index.js';

export { configSchema, type Config };

export interface StartDeps {
  /** Shared by the launcher so in-process events cross services; otherwise built from AMQP_URL. */
  transport?: Transport;
  logger?: Logger;
}

export async function start(config: Config, deps: StartDeps = {}): Promise<RunningService> {
  const logger = deps.logger ?? createLogger('company', config.LOG_LEVEL);
  const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db, { schema: config.DATABASE_SCHEMA, migrations });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const transport = deps.transport ?? (await createTransport({ url: config.AMQP_URL, logger }));
  const relay = startOutboxRelay({ db, transport, logger });
  const auth = createAuth(authOptions(config));
  const app = createApp({ logger, db, auth, transport });

  return runService({
    name: 'company',
    port: config.PORT,
    app,
    logger,
    db,
    transport,
    ownsTransport: !deps.transport,
    relay,
  });
}

function authOptions(config: Config): { issuer: string; audience: string; jwksUri: string } {
  const realmPath = `/realms/${encodeURIComponent(config.KEYCLOAK_REALM)}`;
  const publicUrl = withoutTrailingSlash(config.PUBLIC_KEYCLOAK_URL ?? config.KEYCLOAK_URL);
  const internalUrl = withoutTrailingSlash(config.KEYCLOAK_URL);
  return {
    issuer: `${publicUrl}${realmPath}`,
    audience: config.AUTH_AUDIENCE,
    jwksUri: `${internalUrl}${realmPath}/protocol/openid-connect/certs`,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
