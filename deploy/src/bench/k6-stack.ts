/**
 * The stack the k6 scenarios run against: startStack with its embedded bus, dev IdP and mail sink, on the
 * ports the environment names and free ones for the rest, and, when DATABASE_URL names a server, on a
 * database of its own there that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { withoutEmpty, type Environment } from '../stack/env.js';
import { services } from '../stack/services.js';
import { startStack, type Stack } from '../stack/stack.js';

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
];

// Real brokers, identity providers and mail servers would measure those instead of the product.
const externalVariables = [
  'AMQP_URL',
  'KEYCLOAK_URL',
  'PUBLIC_KEYCLOAK_URL',
  'IDP_PUBLIC_URL',
  'SMTP_URL',
];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `k6_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function startBenchStack(rawEnv: Environment): Promise<BenchStack> {
  const env = withoutEmpty(rawEnv);
  for (const variable of externalVariables) delete env[variable];
  for (const variable of portVariables) env[variable] ??= String(await freePort());
  env.LOG_LEVEL ??= 'warn';

  const database = env.DATABASE_URL ? await freshDatabase(env.DATABASE_URL) : undefined;
  if (database) env.DATABASE_URL = database.url;
  let stack: Stack;
  try {
    stack = await startStack(env);
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
