import type Koa from 'koa';
import type { Knex } from 'knex';
import { createAuth, type Auth } from './auth.js';
import { startOutboxRelay, type OutboxRelay } from './bus/outbox.js';
import { createTransport } from './bus/transport.js';
import type { Consumption, Transport } from './bus/types.js';
import { createDb, migrate } from './db.js';
import { createLogger, type Logger } from './logger.js';
import { keycloakAuthOptions, type KeycloakSettings } from './keycloak.js';
import type { Migration } from './migration.js';
import { runService, type RunningService } from './service.js';

/** The settings every service's config has (serviceEnv plus its DATABASE_SCHEMA). */
export interface ServiceRuntimeConfig extends KeycloakSettings {
  PORT: number;
  METRICS_PORT?: number | undefined;
  HOST?: string | undefined;
  DATABASE_URL: string;
  DATABASE_SCHEMA: string;
  AMQP_URL?: string | undefined;
  LOG_LEVEL: string;
}

export interface ServiceDeps {
  /** Shared by the launcher so in-process events cross services; otherwise built from AMQP_URL. */
  transport?: Transport;
  logger?: Logger;
}

export interface ServiceRuntime {
  logger: Logger;
  db: Knex;
  transport: Transport;
  /** Verifies callers' Keycloak tokens (issuer from PUBLIC_KEYCLOAK_URL, keys from KEYCLOAK_URL). */
  auth: Auth;
}

export interface Stoppable {
  stop(): Promise<void>;
}

export interface BootServiceOptions<R extends Stoppable> {
  name: string;
  config: ServiceRuntimeConfig;
  migrations: Migration[];
  deps?: ServiceDeps | undefined;
  /**
   * What drains after HTTP and the consumers and before the pool closes. Default: the outbox
   * relay, so events written by a request in progress are still published.
   */
  relay?: (runtime: ServiceRuntime) => R;
  /** Started one after another once the relay runs. */
  consumers?: ((runtime: ServiceRuntime & { relay: R }) => Promise<Consumption>)[];
  buildApp(runtime: ServiceRuntime & { relay: R }): Koa;
}

/**
 * A service's start(): logger, database migrated to the latest schema, transport (the given one
 * or one from AMQP_URL), relay, consumers and app, then runService. What was opened is closed
 * again when a later step fails, as nothing listens yet.
 */
export async function bootService<R extends Stoppable = OutboxRelay>(
  options: BootServiceOptions<R>,
): Promise<RunningService> {
  const { name, config, deps = {} } = options;
  const logger = deps.logger ?? createLogger(name, config.LOG_LEVEL);
  const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db, { schema: config.DATABASE_SCHEMA, migrations: options.migrations });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const ownsTransport = !deps.transport;
  let transport: Transport;
  try {
    transport = deps.transport ?? (await createTransport({ url: config.AMQP_URL, logger }));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const base: ServiceRuntime = {
    logger,
    db,
    transport,
    auth: createAuth(keycloakAuthOptions(config)),
  };
  const relay = options.relay
    ? options.relay(base)
    : (startOutboxRelay({ db, transport, logger }) as Stoppable as R);
  const runtime = { ...base, relay };
  const consumers: Consumption[] = [];
  try {
    for (const startConsumer of options.consumers ?? [])
      consumers.push(await startConsumer(runtime));
    return await runService({
      name,
      port: config.PORT,
      metricsPort: config.METRICS_PORT,
      ...(config.HOST && { host: config.HOST }),
      app: options.buildApp(runtime),
      logger,
      db,
      transport,
      ownsTransport,
      consumers,
      relay,
    });
  } catch (error) {
    await Promise.allSettled(consumers.map((consumer) => consumer.stop()));
    await relay.stop();
    if (ownsTransport) await transport.close();
    await db.destroy();
    throw error;
  }
}
