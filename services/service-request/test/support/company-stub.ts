import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Company, CompanyLocation } from '@rha/contracts';
import jwt from 'jsonwebtoken';

export interface StubCall {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface CompanyStub {
  url: string;
  calls: StubCall[];
  /** Gives the token subject a company with one location per entry; returns them. */
  register(
    subject: string,
    companyName: string,
    locations: Pick<CompanyLocation, 'address' | 'city' | 'state' | 'zipCode'>[],
  ): { company: Company; locations: CompanyLocation[] };
  /** Answers the next call itself with this status and a problem body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/**
 * Answers the company service's GET /companies/me and GET /companies/me/locations/{id} the way
 * company.yaml describes them: by the token's subject, 404 for anything not the caller's. The
 * token's signature is the service under test's business, so it is only decoded here.
 */
export async function startCompanyStub(): Promise<CompanyStub> {
  const companies = new Map<string, { company: Company; locations: CompanyLocation[] }>();
  const calls: StubCall[] = [];
  let nextFailure: number | undefined;

  const server = createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({ path, headers: req.headers });
    if (nextFailure !== undefined) {
      const status = nextFailure;
      nextFailure = undefined;
      return problem(res, status, 'injected');
    }
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const subject = token ? (jwt.decode(token) as { sub?: string } | null)?.sub : undefined;
    if (!subject) return problem(res, 401, 'unauthorized');

    const owned = companies.get(subject);
    if (req.method === 'GET' && path === '/companies/me') {
      return owned ? json(res, owned.company) : problem(res, 404, 'not_found');
    }
    const locationId = /^\/companies\/me\/locations\/([^/?]+)$/.exec(path)?.[1];
    if (req.method === 'GET' && locationId !== undefined) {
      const location = owned?.locations.find((candidate) => candidate.id === locationId);
      return location ? json(res, location) : problem(res, 404, 'not_found');
    }
    return problem(res, 404, 'not_found');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    register(subject, companyName, locations) {
      const now = new Date().toISOString();
      const entry = {
        company: { id: randomUUID(), companyName, website: null, createdAt: now, updatedAt: now },
        locations: locations.map((location) => ({
          id: randomUUID(),
          ...location,
          createdAt: now,
          updatedAt: now,
        })),
      };
      companies.set(subject, entry);
      return entry;
    },
    failNext(status) {
      nextFailure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function problem(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ type: `about:blank`, title: code, status, code }));
}
