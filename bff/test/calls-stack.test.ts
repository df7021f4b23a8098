import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Call, CallWithIceServers } from '@rha/contracts';
import { configSchema as companyConfigSchema, start as startCompany } from '@rha/company';
import { createDb, createLogger, parseEnv, type RunningService } from '@rha/kit';
import {
  createTestDb,
  startTestIssuer,
  testBrokerUrl,
  testDatabaseUrl,
  type TestDb,
  type TestIssuer,
} from '@rha/kit/testing';
import {
  configSchema as serviceRequestConfigSchema,
  start as startServiceRequest,
} from '@rha/service-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, testInternalApiToken } from './support/bff.js';
import { registeredCompany, type RequestStack } from './support/request-stack.js';
import { requestForm } from './support/requests.js';
import { openSse } from './support/sse.js';
import { api, tokenFor } from './support/stack.js';

const brokerUrl = await testBrokerUrl();

/** Where the technician service would say every technician asked about is approved. */
async function startStandingStandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const standing = /^\/internal\/technicians\/([^/]+)\/standing$/.exec(req.url ?? '');
    if (!standing) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ technicianId: standing[1], vettingStatus: 'approved' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The whole path of a call's signalling: the real service-request publishing through its outbox to
 * RabbitMQ, and two bff replicas, each person's stream on a different one.
 */
describe.skipIf(!brokerUrl)('a call between two people on different bff replicas', () => {
  let issuer: TestIssuer;
  let companyDb: TestDb;
  let requestsDb: TestDb;
  let company: RunningService;
  let serviceRequest: RunningService;
  let standing: Awaited<ReturnType<typeof startStandingStandIn>>;
  let replicas: RunningService[];
  const schema = `bff_calls_stack_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const keycloakUrl = new URL(issuer.issuer).origin;
    companyDb = await createTestDb('bff_calls_company');
    requestsDb = await createTestDb('bff_calls_requests');
    standing = await startStandingStandIn();
    const config = <S extends Parameters<typeof parseEnv>[0]>(
      configSchema: S,
      db: TestDb,
      env: Record<string, string> = {},
    ) => {
      const parsed = parseEnv(configSchema, {
        PORT: '0',
        DATABASE_URL: db.url,
        DATABASE_SCHEMA: db.schema,
        KEYCLOAK_URL: keycloakUrl,
        LOG_LEVEL: 'silent',
        AMQP_URL: brokerUrl ?? '',
        ...env,
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      return parsed.value;
    };
    company = await startCompany(config(companyConfigSchema, companyDb), {
      logger: createLogger('company', 'silent'),
    });
    serviceRequest = await startServiceRequest(
      config(serviceRequestConfigSchema, requestsDb, {
        COMPANY_URL: company.url,
        TECHNICIAN_URL: standing.url,
        INTERNAL_API_TOKEN: testInternalApiToken,
        DISPATCH_TICK_SECONDS: '0',
      }),
      { logger: createLogger('service-request', 'silent') },
    );
    const env = {
      KEYCLOAK_URL: keycloakUrl,
      DATABASE_SCHEMA: schema,
      AMQP_URL: brokerUrl,
      SERVICE_REQUEST_URL: serviceRequest.url,
      COMPANY_URL: company.url,
    };
    replicas = [await startBff(env), await startBff(env)];
  });

  afterAll(async () => {
    await Promise.allSettled((replicas ?? []).map((replica) => replica.stop()));
    await serviceRequest?.stop();
    await company?.stop();
    standing?.server.close();
    await requestsDb?.drop();
    await companyDb?.drop();
    await issuer?.close();
    const db = createDb({ connectionString: await testDatabaseUrl(), schema });
    await db.raw('drop schema if exists ?? cascade', [schema]);
    await db.destroy();
  });

  it("rings the company's user, connects, and passes a signal to the other replica's stream", async () => {
    const owner = { sub: crypto.randomUUID(), token: '' };
    owner.token = tokenFor(issuer, owner.sub, ['company']);
    const locationId = await registeredCompany(
      { issuer, company } as unknown as RequestStack,
      owner,
      { companyName: 'Bethel Clinic', city: 'Bethel', zipCode: '99559' },
    );
    const submitted = await api(replicas[0]!.url, '/api/service-request/company', {
      method: 'POST',
      token: owner.token,
      body: requestForm(locationId),
    });
    expect(submitted.status).toBe(201);
    const technicianSub = crypto.randomUUID();
    const technicianToken = tokenFor(issuer, technicianSub, ['technician'], { name: 'Tanya Nome' });
    // Accepted by the technician, as dispatch leaves a job (dispatch itself is tested in service-request).
    await requestsDb
      .db('service_requests')
      .where({ submitted_by: owner.sub })
      .update({ status: 'Accepted', assigned_technician_id: technicianSub, eta: new Date() });
    const { id: requestId } = (await requestsDb
      .db('service_requests')
      .where({ submitted_by: owner.sub })
      .first('id')) as { id: string };

    const live = (replica: number, token: string) =>
      openSse(`${replicas[replica]!.url}/api/live`, { authorization: `Bearer ${token}` });
    const technicianStream = await live(0, technicianToken);
    const companyStream = await live(1, owner.token);
    await technicianStream.received(1);
    await companyStream.received(1);

    try {
      const started = await api(replicas[0]!.url, `/api/service-requests/${requestId}/calls`, {
        method: 'POST',
        token: technicianToken,
      });
      expect(started.status).toBe(201);
      const { call, iceServers } = (await started.json()) as CallWithIceServers;
      expect(iceServers).toEqual([]);
      const [, rang] = await companyStream.received(2, 10_000);
      expect(rang?.event).toBe('call');
      expect(JSON.parse(rang?.data ?? '')).toMatchObject({ id: call.id, status: 'ringing' });

      const joined = await api(replicas[1]!.url, `/api/calls/${call.id}/join`, {
        method: 'POST',
        token: owner.token,
      });
      expect(joined.status).toBe(200);
      const active = ((await joined.json()) as { call: Call }).call;
      expect(active.status).toBe('active');
      const joinedAtOf = (sub: string) =>
        active.participants.find((person) => person.userId === sub)?.joinedAt;

      const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
      const sent = await api(replicas[0]!.url, `/api/calls/${call.id}/signals`, {
        method: 'POST',
        token: technicianToken,
        body: { toJoinedAt: joinedAtOf(owner.sub), signal: offer },
      });
      expect(sent.status).toBe(202);
      const heard = await companyStream.received(4, 10_000);
      const signal = heard.find((message) => message.event === 'callSignal');
      expect(JSON.parse(signal?.data ?? '')).toEqual({
        callId: call.id,
        fromUserId: technicianSub,
        fromJoinedAt: joinedAtOf(technicianSub),
        toJoinedAt: joinedAtOf(owner.sub),
        signal: offer,
      });
      expect(technicianStream.messages.some((message) => message.event === 'callSignal')).toBe(
        false,
      );
    } finally {
      technicianStream.close();
      companyStream.close();
    }
  });
});
