import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/stack/env.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { createFreshDatabase, freeLauncherPorts, portIsFree } from './stack-support.js';

/** This machine's first non-loopback IPv4 address, the one a neighbour on the network would use. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

/** 'connected', or the error code of a refused connection. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('the local stack launcher', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  const ports = {
    web: 0,
    idp: 0,
    identity: 0,
    company: 0,
    serviceRequest: 0,
    technician: 0,
    notification: 0,
    billing: 0,
    mailSmtp: 0,
    mailWeb: 0,
  };

  beforeAll(async () => {
    database = await createFreshDatabase(await testDatabaseUrl(), 'stack_test');
    const free = await freeLauncherPorts();
    const port = (variable: string) => Number(free[variable]);
    ports.web = port('PORT');
    ports.idp = port('IDP_PORT');
    ports.identity = port('IDENTITY_PORT');
    ports.notification = port('NOTIFICATION_PORT');
    ports.mailSmtp = port('MAIL_SINK_SMTP_PORT');
    ports.mailWeb = port('MAIL_SINK_WEB_PORT');
    ports.company = port('COMPANY_PORT');
    ports.serviceRequest = port('SERVICE_REQUEST_PORT');
    ports.technician = port('TECHNICIAN_PORT');
    ports.billing = port('BILLING_PORT');
    stack = await startStack({ DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...free });
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  it('serves the web origin, the dev IdP and identity on the configured ports', () => {
    expect(stack.urls.web).toBe(`http://localhost:${ports.web}`);
    expect(stack.urls.idp).toBe(`http://localhost:${ports.idp}`);
    // Services call each other on the address they are bound to, never through localhost's ::1 first.
    expect(stack.urls.services).toEqual({
      identity: `http://127.0.0.1:${ports.identity}`,
      notification: `http://127.0.0.1:${ports.notification}`,
      company: `http://127.0.0.1:${ports.company}`,
      'service-request': `http://127.0.0.1:${ports.serviceRequest}`,
      technician: `http://127.0.0.1:${ports.technician}`,
      billing: `http://127.0.0.1:${ports.billing}`,
      bff: `http://127.0.0.1:${ports.web}`,
    });
    expect(stack.bus).toBe('in-process');
    expect(stack.urls.mailSink).toBe(`http://localhost:${ports.mailWeb}`);
    expect(stack.database.embedded).toBe(false);
  });

  it('answers /healthz on every service process', async () => {
    for (const url of Object.values(stack.urls.services)) {
      const response = await fetch(`${url}/healthz`);
      expect(response.status, url).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('gives each service its own schema in the one database', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ schema_name: string }>(
        "select schema_name from information_schema.schemata where schema_name not like 'pg_%' and schema_name not in ('information_schema', 'public') order by schema_name",
      );
      // The dev IdP keeps its accounts and keys beside them, in dev_idp; the bff its rate limits' counters.
      expect(rows.map((row) => row.schema_name)).toEqual([
        'bff',
        'billing',
        'company',
        'dev_idp',
        'identity',
        'notification',
        'service_request',
        'technician',
      ]);
    } finally {
      await client.end();
    }
  });

  it('runs the dev IdP with its issuer on the configured port', async () => {
    const response = await fetch(`${stack.urls.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as { issuer: string };
    expect(discovery.issuer).toBe(`http://localhost:${ports.idp}/realms/remote-hands`);
  });

  it('gives the browser a /config.json that points at the IdP', async () => {
    const response = await fetch(`${stack.urls.web}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      keycloakUrl: `http://localhost:${ports.idp}`,
      realm: 'remote-hands',
      clientId: 'web',
      supportEmail: 'support@remote-hands.local',
    });
  });

  it('reads a signed-in user through bff, identity and Postgres', async () => {
    const token = await stack.idp!.issueAccessToken('company@example.com');
    const response = await fetch(`${stack.urls.web}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: 'company@example.com',
      fullName: 'Sam Kuskokwim',
      userType: 'company',
    });
  });

  it('listens on loopback only, out of reach of the network', async () => {
    for (const port of Object.values(ports)) {
      expect(await tryConnect('127.0.0.1', port), `port ${port}`).toBe('connected');
    }
    if (!externalAddress) {
      console.warn('no non-loopback IPv4 address on this machine: the network side is not checked');
      return;
    }
    for (const port of Object.values(ports)) {
      expect(await tryConnect(externalAddress, port), `${externalAddress}:${port}`).toBe(
        'ECONNREFUSED',
      );
    }
  });

  it('frees every port when stopped', async () => {
    await stack.stop();
    for (const port of Object.values(ports))
      expect(await portIsFree(port), `port ${port}`).toBe(true);
  });
});

describe('launcher configuration', () => {
  it('names each bad variable instead of starting anything', async () => {
    const failure = await startStack({ IDENTITY_PORT: 'forty', EMBEDDED_PG_PORT: '70000' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    const variables = (failure as ConfigError).problems.map((problem) => problem.variable);
    expect(variables).toEqual(expect.arrayContaining(['IDENTITY_PORT', 'EMBEDDED_PG_PORT']));
  });

  it('refuses to run the dev IdP in production, naming NODE_ENV', async () => {
    const failure = await startStack({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      { variable: 'NODE_ENV', message: expect.stringContaining('NODE_ENV=production') as unknown },
    ]);
  });

  it('refuses to expose the dev IdP beyond loopback unless IDP_ALLOW_NON_LOOPBACK=true', async () => {
    const failure = await startStack({ HOST: '0.0.0.0', LOG_LEVEL: 'silent' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      {
        variable: 'HOST',
        message: expect.stringContaining('IDP_ALLOW_NON_LOOPBACK=true') as unknown,
      },
    ]);
  });
});

describe.runIf(externalAddress)('the launcher with HOST set', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;

  beforeAll(async () => {
    database = await createFreshDatabase(await testDatabaseUrl(), 'stack_host_test');
    stack = await startStack({
      DATABASE_URL: database.url,
      HOST: externalAddress,
      IDP_ALLOW_NON_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
      ...(await freeLauncherPorts()),
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  it('binds every listener to that address and hands out URLs on it', async () => {
    const urls = [...Object.values(stack.urls.services), stack.urls.idp, stack.urls.mailSink ?? ''];
    for (const url of urls) {
      const { hostname, port } = new URL(url);
      expect(hostname, url).toBe(externalAddress);
      expect(await tryConnect(externalAddress!, Number(port)), url).toBe('connected');
      expect(await tryConnect('127.0.0.1', Number(port)), url).toBe('ECONNREFUSED');
    }
    const response = await fetch(`${stack.urls.web}/config.json`);
    expect(response.status).toBe(200);
  });
});
