import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBffClient, createIdentityClient, type Problem, type User } from '../src/index.js';

const user: User = {
  id: '0b7c7f3e-5f57-4c57-9d3c-2f1f4a3c7e10',
  keycloakId: 'kc-1',
  userType: 'company',
  fullName: 'Sam Kuskokwim',
  email: 'company@example.com',
  phone: '',
  smsConsent: false,
  companyId: null,
  locationId: null,
  createdAt: '2030-06-15T18:00:00.000Z',
  updatedAt: '2030-06-15T18:00:00.000Z',
  lastLogin: null,
  city: null,
  state: null,
  zipCode: null,
  emailVerified: true,
  userCreation: '2030-06-15T18:00:00.000Z',
  pendingEmail: null,
};

const unauthorized: Problem = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  code: 'unauthorized',
};

let server: Server;
let baseUrl: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.headers.authorization !== 'Bearer good-token') {
      response.writeHead(401, { 'content-type': 'application/problem+json' });
      response.end(JSON.stringify(unauthorized));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.url?.startsWith('/users/me') ? { ...user } : user));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('bff client', () => {
  it('sends the bearer token getToken gives and reads the user', async () => {
    const client = createBffClient({ baseUrl, getToken: async () => 'good-token' });
    const { data, error } = await client.GET('/api/user', {
      params: { query: { bypassCache: 'true', t: '123' } },
    });
    expect(error).toBeUndefined();
    expect(data?.email).toBe('company@example.com');
    expect(seen.at(-1)?.url).toBe('/api/user?bypassCache=true&t=123');
  });

  it('sends no authorization header when there is no token and returns the problem', async () => {
    const client = createBffClient({ baseUrl, getToken: () => undefined });
    const { data, error, response } = await client.GET('/api/user');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual(unauthorized);
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('asks for the token on every request so a refreshed token is used', async () => {
    let token = 'stale-token';
    const client = createBffClient({ baseUrl, getToken: () => token });
    expect((await client.GET('/api/user')).response.status).toBe(401);
    token = 'good-token';
    expect((await client.GET('/api/user')).response.status).toBe(200);
  });
});

describe('identity client', () => {
  it('forwards the headers the caller passes', async () => {
    const identity = createIdentityClient({ baseUrl });
    const { data } = await identity.GET('/users/me', {
      headers: { authorization: 'Bearer good-token', 'x-request-id': 'req-42' },
    });
    expect(data?.keycloakId).toBe('kc-1');
    expect(seen.at(-1)?.headers['x-request-id']).toBe('req-42');
  });
});
