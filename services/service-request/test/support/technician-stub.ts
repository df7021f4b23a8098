import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  alaskaCommunityByName,
  INTERNAL_API_TOKEN_HEADER,
  regionOf,
  type DispatchCandidate,
  type DispatchRank,
  type VettingStatus,
} from '@rha/contracts';

/** The shared service credential the stub expects and the app under test is given. */
export const TEST_INTERNAL_API_TOKEN = 'service-request-test-internal-api-token-0123';

export interface CandidateCall {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface StubTechnician {
  id: string;
  fullName: string;
  email: string;
  community: string;
}

export interface TechnicianStub {
  url: string;
  calls: CandidateCall[];
  /**
   * A technician who is a candidate of this rank for work in `covers`; named after the rank and a
   * counter unless given. Returns them.
   */
  add(covers: string, rank: DispatchRank, technician?: Partial<StubTechnician>): StubTechnician;
  /**
   * Where the technician stands, as the standing route answers it from now on: a technician added
   * is approved until a test says otherwise.
   */
  setStanding(technicianId: string, status: VettingStatus): void;
  /** Answers the next call itself with this status and a problem body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

interface Entry {
  covers: string;
  rank: DispatchRank;
  technician: StubTechnician;
}

/**
 * Answers the technician service's GET /internal/dispatch/candidates and
 * GET /internal/technicians/{id}/standing the way technician.yaml describes them: only with the
 * shared credential, candidates best rank first, filtered by rank and by the technicians named; a
 * technician it never added is unknown (404).
 */
export async function startTechnicianStub(): Promise<TechnicianStub> {
  const entries: Entry[] = [];
  const calls: CandidateCall[] = [];
  const standings = new Map<string, VettingStatus>();
  let nextFailure: number | undefined;
  let added = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://stub');
    calls.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    if (nextFailure !== undefined) {
      const status = nextFailure;
      nextFailure = undefined;
      return problem(res, status, 'injected');
    }
    if (req.headers[INTERNAL_API_TOKEN_HEADER] !== TEST_INTERNAL_API_TOKEN) {
      return problem(res, 401, 'unauthorized');
    }
    const standing = /^\/internal\/technicians\/([^/]+)\/standing$/.exec(url.pathname);
    if (req.method === 'GET' && standing) {
      const technicianId = decodeURIComponent(standing[1]!);
      const vettingStatus = standings.get(technicianId);
      if (!vettingStatus) return problem(res, 404, 'not_found');
      return json(res, { technicianId, vettingStatus });
    }
    if (req.method !== 'GET' || url.pathname !== '/internal/dispatch/candidates') {
      return problem(res, 404, 'not_found');
    }
    const community = alaskaCommunityByName(url.searchParams.get('community') ?? '');
    if (!community) return problem(res, 400, 'validation_failed');
    const rank = url.searchParams.get('rank');
    const named = url.searchParams.getAll('technicianId');
    const order: DispatchRank[] = ['lives_there', 'reaches_directly', 'same_region'];
    const candidates: DispatchCandidate[] = entries
      .filter((entry) => entry.covers === community.name)
      .filter((entry) => rank === null || entry.rank === rank)
      .filter((entry) => named.length === 0 || named.includes(entry.technician.id))
      .sort((a, b) => order.indexOf(a.rank) - order.indexOf(b.rank))
      .slice(0, 50)
      .map((entry) => ({
        technician: {
          ...entry.technician,
          region: regionOf(entry.technician.community)?.name ?? '',
          rating: { average: null, count: 0 },
        },
        rank: entry.rank,
        reasons: [],
        matchingSkills: 0,
        responseHours: null,
        availabilityFit: 0,
      }));
    json(res, {
      community: community.name,
      region: regionOf(community.name)?.name ?? '',
      serviceType: url.searchParams.get('serviceType'),
      date: url.searchParams.get('date'),
      candidates,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    add(covers, rank, technician = {}) {
      added += 1;
      const entry = {
        covers,
        rank,
        technician: {
          id: randomUUID(),
          fullName: `Tech${added} ${rank}`,
          email: `tech${added}@example.com`,
          community: covers,
          ...technician,
        },
      };
      entries.push(entry);
      standings.set(entry.technician.id, 'approved');
      return entry.technician;
    },
    setStanding(technicianId, status) {
      standings.set(technicianId, status);
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
  res.end(JSON.stringify({ type: 'about:blank', title: code, status, code }));
}
