/**
 * The stack the k6 scenarios run against: startStack with its embedded bus, dev IdP and mail sink, on the
 * ports the environment names and free ones for the rest, and, when DATABASE_URL names a server, on a
 * database of its own there that is dropped afterwards. In the processes shape (as deployed: each service
 * a process of its own) the services meet on the RabbitMQ that AMQP_URL names.
 */
import { withoutEmpty, type Environment } from '../stack/env.js';
import { services } from '../stack/services.js';
import { startStack, type Stack, type StackShape } from '../stack/stack.js';
import { createFreshDatabase, freePort } from '../throwaway.js';
import { benchEmbeddedDatabase } from './bench-database.js';

export interface BenchStack {
  stack: Stack;
  /** The web origin on loopback, the scenarios' BASE_URL. */
  baseUrl: string;
  /** `fresh` on DATABASE_URL's server, else the launcher's embedded Postgres. */
  database: 'fresh' | 'embedded';
  stop(): Promise<void>;
}

const portVariables = [
  ...services.map((service) => service.portVariable),
  'IDP_PORT',
  'MAIL_SINK_SMTP_PORT',
  'MAIL_SINK_WEB_PORT',
  'TURN_PORT',
];

// Real brokers, identity providers and mail servers would measure those instead of the product.
const externalVariables = [
  'AMQP_URL',
  'KEYCLOAK_URL',
  'PUBLIC_KEYCLOAK_URL',
  'IDP_PUBLIC_URL',
  'SMTP_URL',
];

export async function startBenchStack(
  rawEnv: Environment,
  options: {
    shape?: StackShape;
    /** Seeds `npm start`'s demo data first, for scenarios that read what only a history gives. */
    demo?: boolean;
  } = {},
): Promise<BenchStack> {
  const env = withoutEmpty(rawEnv);
  for (const variable of externalVariables) {
    // Processes cannot share an in-process bus: the broker joins them, as in a cluster.
    if (!(variable === 'AMQP_URL' && options.shape === 'processes')) delete env[variable];
  }
  for (const variable of portVariables) env[variable] ??= String(await freePort());
  env.LOG_LEVEL ??= 'warn';
  // The scenarios write as one company user many times a second: the per-user write limit would refuse it.
  env.USER_WRITE_RATE_LIMIT ??= '1000000';
  // Every virtual user signs in from this machine's one address: the per-address sign-in throttle would refuse it.
  env.IDP_SIGN_IN_THROTTLE ??= 'false';

  const database = env.DATABASE_URL
    ? await createFreshDatabase(env.DATABASE_URL, 'k6_bench')
    : undefined;
  if (database) env.DATABASE_URL = database.url;
  let stack: Stack;
  try {
    stack = await startStack(env, {
      shape: options.shape,
      demo: options.demo,
      embeddedDatabase: benchEmbeddedDatabase,
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  const baseUrl = new URL(stack.urls.web);
  if (baseUrl.hostname === 'localhost') baseUrl.hostname = '127.0.0.1';
  return {
    stack,
    baseUrl: baseUrl.origin,
    database: database ? 'fresh' : 'embedded',
    async stop() {
      try {
        await stack.stop();
      } finally {
        await database?.drop();
      }
    },
  };
}
