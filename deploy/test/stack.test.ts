import { testDatabaseUrl } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/stack/env.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { createFreshDatabase, freePort, portIsFree } from './stack-support.js';

describe('the local stack launcher', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  const ports = {
    web: 0,
    idp: 0,
    identity: 0,
    company: 0,
    serviceRequest: 0,
    notification: 0,
    mailSmtp: 0,
    mailWeb: 0,
  };

  beforeAll(async () => {
    database = await createFreshDatabase(await testDatabaseUrl(), 'stack_test');
    ports.web = await freePort();
    ports.idp = await freePort();
    ports.identity = await freePort();
    ports.notification = await freePort();
    ports.mailSmtp = await freePort();
    ports.mailWeb = await freePort();
    ports.company = await freePort();
    ports.serviceRequest = await freePort();
    stack = await startStack({
      DATABASE_URL: database.url,
      PORT: String(ports.web),
      IDP_PORT: String(ports.idp),
      IDENTITY_PORT: String(ports.identity),
      NOTIFICATION_PORT: String(ports.notification),
      MAIL_SINK_SMTP_PORT: String(ports.mailSmtp),
      MAIL_SINK_WEB_PORT: String(ports.mailWeb),
      COMPANY_PORT: String(ports.company),
      SERVICE_REQUEST_PORT: String(ports.serviceRequest),
      LOG_LEVEL: 'warn',
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  it('serves the web origin, the dev IdP and identity on the configured ports', () => {
    expect(stack.urls.web).toBe(`http://localhost:${ports.web}`);
    expect(stack.urls.idp).toBe(`http://localhost:${ports.idp}`);
    expect(stack.urls.services).toEqual({
      identity: `http://localhost:${ports.identity}`,
      notification: `http://localhost:${ports.notification}`,
      company: `http://localhost:${ports.company}`,
      'service-request': `http://localhost:${ports.serviceRequest}`,
      bff: `http://localhost:${ports.web}`,
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
});
