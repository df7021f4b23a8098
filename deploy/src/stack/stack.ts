import { access } from 'node:fs/promises';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import { createInProcessTransport, createLogger, type Logger } from '@rha/kit';
import { devIdpRefusal } from '../idp/exposure.js';
import type { startIdp } from '../idp/index.js';
import { startMailSink, type MailSink } from '../mail-sink/index.js';
import { parseOrigins } from '../idp/redirect-uris.js';
import {
  ConfigError,
  parseAllOrThrow,
  stackEnv,
  withoutEmpty,
  type Environment,
  type StackSettings,
} from './env.js';
import { startChildService } from './child-service.js';
import { findTurnserver, startCoturn } from '../coturn/coturn.js';
import { embeddedPostgresDir, webDistDir } from './paths.js';
import { seedDemoData, type DemoTarget } from './demo/index.js';
import { startDatabase, type Database } from './postgres.js';
import { randomSecret, withGeneratedSecrets } from './secrets.js';
import {
  services,
  servicePortsEnv,
  webService,
  type ServiceDefinition,
  type StackContext,
} from './services.js';
import { ShutdownStack } from './shutdown.js';

export type DevIdp = Awaited<ReturnType<typeof startIdp>>;

/**
 * `single`: every service and the bff in this process (`npm start`). `processes`: each in a process of its
 * own with events over RabbitMQ, the shape the chart deploys (one pod per service).
 */
export type StackShape = 'single' | 'processes';

export interface StackUrls {
  web: string;
  /** Keycloak base URL (realm excluded) as the browser uses it. */
  idp: string;
  issuer: string;
  /** Each service by name. */
  services: Record<string, string>;
  /** The local mail sink's page; absent when SMTP_URL points at a real server. */
  mailSink: string | undefined;
  /** The TURN server calls relay through: TURN_URLS, or the coturn started here; empty without either. */
  turn: string[];
}

export interface Stack {
  urls: StackUrls;
  settings: StackSettings;
  /** `url` as the services reach it (the bench adds its accounts there). */
  database: { embedded: boolean; url: string };
  /** The dev IdP, absent when KEYCLOAK_URL points at a real Keycloak. */
  idp: DevIdp | undefined;
  /** The bus is RabbitMQ (AMQP_URL) or one in-process transport shared by all services. */
  bus: 'amqp' | 'in-process';
  shape: StackShape;
  /** The process serving each service, by name: this one's own in the single shape. */
  pids: Record<string, number>;
  logger: Logger;
  /**
   * Starts the named service again once its process has died (the drills kill one under load); it
   * takes the same port and environment. Only in the processes shape.
   */
  restartService(name: string): Promise<void>;
  /** Stops services (reverse start order), IdP, bus and embedded Postgres; safe to call twice. */
  stop(): Promise<void>;
}

const embeddedDatabaseName = 'remote_hands';

/** Starts the whole product in the shape asked for. Throws ConfigError naming any bad variable. */
export async function startStack(
  rawEnv: Environment = process.env,
  options: {
    logger?: Logger;
    shape?: StackShape;
    /** Seeds the demo data once (stack/demo), with the dev IdP only; `npm start` turns it on. */
    demo?: boolean;
    /**
     * The database to use in the embedded Postgres (default `remote_hands`, what `npm start` keeps):
     * benches name their own, so what they seed never shows up in the developer's product.
     */
    embeddedDatabase?: string;
  } = {},
): Promise<Stack> {
  const shape = options.shape ?? 'single';
  const env = withGeneratedSecrets(withoutEmpty(rawEnv));
  const [settings, servicePorts] = parseAllOrThrow('launcher', env, stackEnv, servicePortsEnv);
  if (shape === 'processes' && !settings.AMQP_URL) {
    throw new ConfigError('launcher', [
      {
        variable: 'AMQP_URL',
        message:
          'Required when each service runs in a process of its own: only RabbitMQ spans them',
      },
    ]);
  }
  const refusal = settings.KEYCLOAK_URL
    ? undefined
    : devIdpRefusal({
        host: settings.HOST,
        nodeEnv: settings.NODE_ENV,
        allowNonLoopback: settings.IDP_ALLOW_NON_LOOPBACK,
      });
  if (refusal) throw new ConfigError('launcher', [refusal]);
  const local = reachableHost(settings.HOST);
  const internal = internalHost(settings.HOST);
  const ports = services.map((service) => ({
    service,
    port: servicePorts[service.portVariable] ?? service.defaultPort,
  }));
  const logger = options.logger ?? createLogger('launcher', settings.LOG_LEVEL);
  const started = new ShutdownStack(logger);

  try {
    const database = await startDatabase(settings.DATABASE_URL, {
      dataDir: embeddedPostgresDir,
      port: settings.EMBEDDED_PG_PORT,
      database: options.embeddedDatabase ?? embeddedDatabaseName,
      logger,
    });
    started.push('postgres', database.stop);

    const transport = settings.AMQP_URL ? undefined : createInProcessTransport();
    if (transport) started.push('in-process bus', () => transport.close());

    const { smtpUrl, mailSink } = await startMail(settings, logger);
    if (mailSink) started.push('mail sink', () => mailSink.stop());

    const turn = await startTurn(settings, env, internal, logger);
    if (turn.coturn) started.push('coturn', turn.coturn.stop);

    const webPort = ports.find(({ service }) => service.name === webService)?.port;
    const { idp, keycloakUrl } = await startIdentityProvider(
      settings,
      database,
      logger,
      [...parseOrigins(env.IDP_EXTRA_REDIRECT_ORIGINS), `http://${local}:${webPort}`],
      env.IDENTITY_ADMIN_CLIENT_SECRET,
      smtpUrl,
    );
    if (idp) started.push('idp', () => idp.stop());
    const publicKeycloakUrl = settings.PUBLIC_KEYCLOAK_URL ?? keycloakUrl;
    // The dev IdP's realm has the secret it was given or keeps per database; identity needs the same.
    const identityAdminClientSecret = idp
      ? idp.identityAdminClientSecret
      : env.IDENTITY_ADMIN_CLIENT_SECRET;

    const webDist = settings.WEB_DIST ?? (await builtWebApp(logger));
    // Checked by the notification service's own schema, which names it when it is not a URL.
    const publicWebUrl = env.PUBLIC_WEB_URL ?? `http://${local}:${webPort}`;

    const serviceUrls: Record<string, string> = {};
    const pids: Record<string, number> = {};
    const restarts: Record<string, () => Promise<void>> = {};
    const launch = async (service: ServiceDefinition, serviceEnv: Environment, port: number) => {
      if (shape === 'single') {
        const running = await service.run(serviceEnv, { transport });
        return { port: running.port, pid: process.pid, stop: () => running.stop() };
      }
      return startChildService({
        name: service.name,
        entry: service.entry,
        env: serviceEnv,
        port,
        readyUrl: `http://${internal}:${port}/readyz`,
        logger,
      });
    };
    for (const { service, port } of ports) {
      const context: StackContext = {
        settings,
        webDist,
        databaseUrl: database.url,
        keycloakUrl,
        publicKeycloakUrl,
        identityAdminClientSecret,
        smtpUrl,
        publicWebUrl,
        turn: turn.coturn && { urls: turn.coturn.urls, secret: turn.secret },
        serviceUrls,
      };
      const serviceEnvironment: Environment = {
        ...env,
        PORT: String(port),
        HOST: settings.HOST,
        DATABASE_URL: database.url,
        KEYCLOAK_URL: keycloakUrl,
        KEYCLOAK_REALM: settings.KEYCLOAK_REALM,
        LOG_LEVEL: settings.LOG_LEVEL,
        ...service.env(context),
      };
      let running = await launch(service, serviceEnvironment, port);
      started.push(service.name, () => running.stop());
      serviceUrls[service.name] = `http://${internal}:${running.port}`;
      pids[service.name] = running.pid;
      restarts[service.name] = async () => {
        running = await launch(service, serviceEnvironment, port);
        pids[service.name] = running.pid;
      };
    }

    const webServiceUrl = serviceUrls[webService];
    if (!webServiceUrl) throw new Error(`the service table has no '${webService}' entry`);
    const web = `http://${local}:${new URL(webServiceUrl).port}`;
    if (options.demo) {
      await seedDemo(idp, {
        webUrl: webServiceUrl,
        issuer: `${keycloakUrl}/realms/${settings.KEYCLOAK_REALM}`,
        databaseUrl: database.url,
        logger,
      });
    }
    return {
      urls: {
        web,
        idp: publicKeycloakUrl,
        issuer: `${keycloakUrl}/realms/${settings.KEYCLOAK_REALM}`,
        services: serviceUrls,
        mailSink: mailSink?.webUrl,
        turn: turn.urls,
      },
      settings,
      database: { embedded: database.embedded, url: database.url },
      idp,
      bus: transport ? 'in-process' : 'amqp',
      shape,
      pids,
      logger,
      async restartService(name) {
        const restart = restarts[name];
        if (shape !== 'processes' || !restart) {
          throw new Error(`no service process '${name}' to restart in the ${shape} shape`);
        }
        await restart();
      },
      stop: () => started.stop(),
    };
  } catch (error) {
    await started.stop();
    throw error;
  }
}

async function startIdentityProvider(
  settings: StackSettings,
  database: Database,
  logger: Logger,
  /** The web origin (whatever its port) and IDP_EXTRA_REDIRECT_ORIGINS may receive the sign-in redirect. */
  extraRedirectOrigins: string[],
  identityAdminClientSecret: string | undefined,
  /** Where the provider mails its e-mail verification links: the product's own SMTP. */
  smtpUrl: string,
): Promise<{ idp: DevIdp | undefined; keycloakUrl: string }> {
  if (settings.KEYCLOAK_URL) {
    return { idp: undefined, keycloakUrl: settings.KEYCLOAK_URL.replace(/\/+$/, '') };
  }
  const { startIdp } = await import('../idp/index.js');
  const idp = await startIdp({
    port: settings.IDP_PORT,
    host: settings.HOST,
    allowNonLoopback: settings.IDP_ALLOW_NON_LOOPBACK,
    nodeEnv: settings.NODE_ENV,
    identityAdminClientSecret,
    publicUrl:
      settings.IDP_PUBLIC_URL ?? `http://${reachableHost(settings.HOST)}:${settings.IDP_PORT}`,
    databaseUrl: database.url,
    extraRedirectOrigins,
    ...(!settings.IDP_SIGN_IN_THROTTLE && { signInThrottle: false }),
    smtpUrl,
    logger: logger.child({ component: 'idp' }),
  });
  return { idp, keycloakUrl: idp.url.replace(/\/+$/, '') };
}

/**
 * Demo accounts are made in the dev IdP's own store; against a real Keycloak there is nowhere to make
 * them, so it is skipped. A failure leaves the product running without (some of) the demo data.
 */
async function seedDemo(idp: DevIdp | undefined, target: DemoTarget): Promise<void> {
  if (!idp) {
    target.logger.info('demo data: skipped, it needs the dev IdP (KEYCLOAK_URL is set)');
    return;
  }
  try {
    await seedDemoData(target);
  } catch (error) {
    target.logger.error(
      { err: error },
      'demo data: seeding failed; the product runs without the rest of it (a fresh database seeds it all)',
    );
  }
}

/**
 * TURN_URLS when given (passed on to the bff as they are); otherwise coturn when it is installed, with
 * TURN_SECRET or a secret for this run; otherwise none, and calls try direct paths only, which is enough
 * on one machine.
 */
async function startTurn(
  settings: StackSettings,
  env: Environment,
  host: string,
  logger: Logger,
): Promise<{ urls: string[]; coturn?: Awaited<ReturnType<typeof startCoturn>>; secret: string }> {
  const secret = env.TURN_SECRET ?? randomSecret();
  if (settings.TURN_URLS) {
    return { urls: settings.TURN_URLS.split(',').map((url) => url.trim()), secret };
  }
  const executable = findTurnserver(env.TURNSERVER_BIN);
  if (!executable) {
    logger.info('turnserver not installed (Debian package coturn): calls get no TURN relay');
    return { urls: [], secret };
  }
  const coturn = await startCoturn({
    executable,
    host,
    port: settings.TURN_PORT,
    relayPorts: { min: settings.TURN_RELAY_MIN_PORT, max: settings.TURN_RELAY_MAX_PORT },
    secret,
    allowLoopbackPeers: host === '127.0.0.1',
  });
  return { urls: coturn.urls, coturn, secret };
}

/** SMTP_URL when given; otherwise the local mail sink, whose page shows what was sent. */
async function startMail(
  settings: StackSettings,
  logger: Logger,
): Promise<{ smtpUrl: string; mailSink: MailSink | undefined }> {
  if (settings.SMTP_URL) return { smtpUrl: settings.SMTP_URL, mailSink: undefined };
  const mailSink = await startMailSink({
    host: settings.HOST,
    smtpPort: settings.MAIL_SINK_SMTP_PORT,
    webPort: settings.MAIL_SINK_WEB_PORT,
    logger: logger.child({ component: 'mail-sink' }),
  });
  return { smtpUrl: mailSink.smtpUrl, mailSink };
}

/** web/dist when built; without it the bff still serves /api and /config.json. */
async function builtWebApp(logger: Logger): Promise<string | undefined> {
  try {
    await access(path.join(webDistDir, 'index.html'));
    return webDistDir;
  } catch {
    logger.warn({ webDistDir }, 'no built web app: run `npm run build` (npm start builds it)');
    return undefined;
  }
}

/**
 * The host name in the URLs the stack hands out for a listener bound to `host`: localhost for loopback
 * and all interfaces (browsers and redirect URIs use it), the address itself otherwise.
 */
export function reachableHost(host: string): string {
  if (loopbackOrAll.includes(host)) return 'localhost';
  return isIPv6(host) ? `[${host}]` : host;
}

const loopbackOrAll = ['127.0.0.1', 'localhost', '0.0.0.0', '::'];

/**
 * The host in the URLs services call each other on. Not `localhost`: it resolves to ::1 first, which a
 * listener bound to 127.0.0.1 refuses, so every new connection would pay a refused attempt before the
 * fallback (measured: /api/user p99 73 ms instead of 34 ms under k6).
 */
export function internalHost(host: string): string {
  return loopbackOrAll.includes(host) ? '127.0.0.1' : reachableHost(host);
}
