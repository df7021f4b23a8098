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
  /** A company user's bearer token and the location its requests go to. */
  company: { authorization: string; locationId: string };
  stop(): Promise<void>;
}

// Bethel, Alaska: an address the ZIP code check accepts.
const drillCompany = {
  companyName: 'Kuskokwim Drill Co',
  phone: '9075550100',
  address: '100 Chief Eddie Hoffman Hwy',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

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
    const company = await companyWithLocation(stack);
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
      company,
      stop: undo,
    };
  } catch (error) {
    await undo();
    throw error;
  }
}

async function launcherPorts(): Promise<Record<string, string>> {
  const variables = ['IDP_PORT', 'MAIL_SINK_SMTP_PORT', 'MAIL_SINK_WEB_PORT', 'EMBEDDED_PG_PORT'];
  for (const service of services) variables.push(service.portVariable);
  return Object.fromEntries(
    await Promise.all(variables.map(async (variable) => [variable, String(await freePort())])),
  );
}

/** The company demo user with its company profile saved, as the web app's profile panel does. */
async function companyWithLocation(stack: Stack): Promise<DrillStack['company']> {
  if (!stack.idp) throw new Error('the drills need the dev IdP');
  const authorization = `Bearer ${await stack.idp.issueAccessToken('company@example.com')}`;
  const headers = { authorization, 'content-type': 'application/json' };
  const user = await answer(`${stack.urls.web}/api/user`, { headers });
  await answer(`${stack.urls.web}/api/profile`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ...drillCompany, email: (user as { email: string }).email }),
  });
  const locations = (await answer(`${stack.urls.web}/api/location`, { headers })) as {
    id: string;
  }[];
  const locationId = locations[0]?.id;
  if (!locationId) throw new Error('the company profile save made no location');
  return { authorization, locationId };
}

async function answer(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  return JSON.parse(body) as unknown;
}
