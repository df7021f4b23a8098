import { createLogger } from '@rha/kit';
import pg from 'pg';
import { startStack, type Stack } from '../stack/stack.js';
import { services } from '../stack/services.js';
import { createFreshDatabase, freePort } from '../throwaway.js';
import { startDrillMailbox, type DrillMailbox } from './drill-mailbox.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { startPrivateRabbitMq, type PrivateRabbitMq } from './private-rabbitmq.js';

/** The processes-shape stack a drill breaks, with the Postgres, broker and mailbox it owns. */
export interface DrillStack {
  stack: Stack;
  postgres: PrivatePostgres;
  rabbit: PrivateRabbitMq;
  mailbox: DrillMailbox;
  /** A client on the stack's database, for the drill's counts. */
  sql: pg.Pool;
  /** Each service's metrics listener. */
  metricsUrls: Record<string, string>;
  stop(): Promise<void>;
}

/** `env`: extra variables for every service (e.g. the e-mail retry pace). */
export async function startDrillStack(
  name: string,
  env: Record<string, string> = {},
): Promise<DrillStack> {
  const cleanup: (() => Promise<unknown>)[] = [];
  const undo = async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  };
  try {
    const postgres = await startPrivatePostgres(name);
    cleanup.push(() => postgres.remove());
    const rabbit = await startPrivateRabbitMq(name);
    cleanup.push(() => rabbit.remove());
    const mailbox = await startDrillMailbox();
    cleanup.push(() => mailbox.close());
    const database = await createFreshDatabase(postgres.url, name.replace(/-/g, '_'));
    const ports = await launcherPorts();
    const metricsPorts = Object.fromEntries(
      await Promise.all(services.map(async (service) => [service.name, await freePort()] as const)),
    );
    const stack = await startStack(
      {
        DATABASE_URL: database.url,
        AMQP_URL: rabbit.url,
        SMTP_URL: mailbox.smtpUrl,
        // The drills break things on purpose: the services' error logs would bury the drills' reports.
        LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'fatal',
        USER_WRITE_RATE_LIMIT: '1000000',
        // The load drill's virtual users sign in from this one machine: the per-address throttle would refuse them.
        IDP_SIGN_IN_THROTTLE: 'false',
        SERVICE_METRICS_PORTS: Object.entries(metricsPorts)
          .map(([service, port]) => `${service}=${port}`)
          .join(','),
        ...ports,
        ...env,
      },
      { shape: 'processes', logger: createLogger('drill', 'warn') },
    );
    cleanup.push(() => stack.stop());
    const sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => undefined);
    cleanup.push(() => sql.end());
    return {
      stack,
      postgres,
      rabbit,
      mailbox,
      sql,
      metricsUrls: Object.fromEntries(
        Object.entries(metricsPorts).map(([service, port]) => [
          service,
          `http://127.0.0.1:${port}/metrics`,
        ]),
      ),
      stop: undo,
    };
  } catch (error) {
    await undo();
    throw error;
  }
}

async function launcherPorts(): Promise<Record<string, string>> {
  const variables = [
    'IDP_PORT',
    'MAIL_SINK_SMTP_PORT',
    'MAIL_SINK_WEB_PORT',
    'EMBEDDED_PG_PORT',
    'TURN_PORT',
  ];
  for (const service of services) variables.push(service.portVariable);
  return Object.fromEntries(
    await Promise.all(variables.map(async (variable) => [variable, String(await freePort())])),
  );
}
