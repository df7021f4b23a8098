import { ALASKA_COMMUNITIES } from '@rha/contracts/reference';
import pg from 'pg';
import type { DevIdp } from '../stack/stack.js';
import { measure, type Measurement } from './measure.js';
import { subjectOf } from './token-subject.js';

/** The service-request service's schema in the stack's database. */
const schema = 'service_request';

/** Rows each list holds: the queue, the company's own, the technician's offers and their jobs. */
export const requestListSize = 10_000;

/** Marks the seeded rows, so a second run finds them and a developer's own rows are never touched. */
const benchCompanyId = '00000000-0000-4000-8000-0000000b0c41';

/** Job descriptions the rows cycle through: a search for one word keeps a fifth of them. */
const JOBS = [
  'Restart the generator controller and read its fault log',
  'Replace the satellite modem power supply',
  'Check the VSAT dish alignment after the storm',
  'Reseat the network switch uplink cables',
  'Photograph the server rack and its labels',
];

export interface ListOwners {
  /** The company user who submitted every seeded request. */
  companySubject: string;
  /** The technician offered every waiting request and holding every assigned one. */
  technicianSubject: string;
}

/**
 * Seeds, once, `requestListSize` requests waiting for a technician (Submitted and Dispatching, some
 * flagged, spread over communities and the last months), each with an open offer to the technician,
 * and as many requests the technician holds (Accepted or Completed), all submitted by the company
 * user. Written in a few statements straight into the service's tables, as a seed would be. Smart
 * dispatch is off on them, so the stack's ticker never sends a wave for a bench row.
 */
export async function seedRequestLists(databaseUrl: string, owners: ListOwners): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = await client.query<{ count: string }>(
      `select count(*) from ${schema}.service_requests where company_id = $1`,
      [benchCompanyId],
    );
    if (Number(present.rows[0]?.count ?? 0) < 2 * requestListSize) {
      await insertRequests(client, owners);
    }
    await client.query(`analyze ${schema}.service_requests, ${schema}.offers`);
  } finally {
    await client.end();
  }
}

async function insertRequests(client: pg.Client, owners: ListOwners): Promise<void> {
  const communities = ALASKA_COMMUNITIES.map((community) => community.name);
  try {
    await client.query('begin');
    await client.query(`delete from ${schema}.service_requests where company_id = $1`, [
      benchCompanyId,
    ]);
    // n runs over both halves: the first waits for a technician, the second is the technician's.
    await client.query(
      `insert into ${schema}.service_requests
         (ticket_number, service_type, status, submitted_by, company_id, location_id,
          job_description, preferred_date, restricted_access, keys_needed, preferred_time_range,
          live_video_required, has_wifi, want_pro_package, has_outlet, connection_method,
          video_duration, has_documentation, contact_person, phone_number, additional_information,
          created_at, updated_at, community, region, location_address, company_name,
          submitter_email, smart_dispatch, next_wave_at, flagged_at, assigned_technician_id,
          assigned_technician_name, eta, completed_at)
       select to_char(date '2026-01-01' + (n / 9000), 'YYYYMMDD') || '-' || (1000 + n % 9000),
              (array['remote-hands', 'remote-eyes', 'custom-request'])[1 + n % 3],
              case when n <= $4 then (array['Submitted', 'Dispatching'])[1 + n % 2]
                   else (array['Accepted', 'Completed'])[1 + n % 2] end,
              $1, $2, 'bench-location-' || (n % 7),
              ($5::text[])[1 + n % array_length($5::text[], 1)] || ' (' || n || ')',
              current_date + (n % 90), 'no', '', 'Anytime', 'no', 'yes', '', '', '', '', 'no',
              '', '', '',
              now() - (n || ' minutes')::interval, now(),
              ($6::text[])[1 + n % array_length($6::text[], 1)], null,
              n || ' Front Street', 'Bench Utilities', 'company@example.com', false, null,
              case when n <= $4 and n % 10 = 0 then now() end,
              case when n > $4 then $3::uuid end,
              case when n > $4 then 'Bench Technician' else '' end,
              case when n > $4 then now() + interval '1 day' end,
              case when n > $4 and n % 2 = 1 then now() end
         from generate_series(1, 2 * $4) as n`,
      [
        owners.companySubject,
        benchCompanyId,
        owners.technicianSubject,
        requestListSize,
        JOBS,
        communities,
      ],
    );
    await client.query(
      `insert into ${schema}.offers
         (request_id, technician_id, technician_name, source, status, offered_at, expires_at)
       select id, $1, 'Bench Technician', 'admin', 'offered', created_at + interval '1 minute',
              now() + interval '10 years'
         from ${schema}.service_requests
        where company_id = $2 and assigned_technician_id is null`,
      [owners.technicianSubject, benchCompanyId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** What one list's measured request asks: a page past the first, filtered, sorted and searched. */
export interface ListScenario {
  name: string;
  /** The bff path with its filter, sort and search; the cursor of the second page is added. */
  path: string;
  /** The e-mail of the demo account that reads it. */
  reader: string;
}

export const listScenarios: readonly ListScenario[] = [
  {
    name: 'dispatch queue',
    path: '/api/admin/dispatch/queue?status=Submitted&sort=newest&q=generator',
    reader: 'admin@example.com',
  },
  {
    name: 'company requests',
    path: '/api/service-request/company?status=Submitted&sort=preferredDate&q=generator',
    reader: 'company@example.com',
  },
  {
    name: 'technician offers',
    path: '/api/technicians/offers?serviceType=remote-hands&sort=newest&q=generator',
    reader: 'technician@example.com',
  },
  {
    name: 'technician jobs',
    path: '/api/technicians/jobs?status=Accepted&sort=upcoming&q=generator',
    reader: 'technician@example.com',
  },
];

/**
 * The scenario's URL on its second page: reads the first page, checks it is full and names a next
 * one, and answers the path with that cursor.
 */
export async function secondPageUrl(
  web: string,
  scenario: ListScenario,
  headers: Record<string, string>,
): Promise<string> {
  const first = `${web}${scenario.path}`;
  const response = await fetch(first, { headers });
  const body = (await response.json()) as { items?: unknown[]; nextCursor?: string | null };
  if (!response.ok || (body.items?.length ?? 0) < 50 || !body.nextCursor) {
    throw new Error(
      `GET ${first} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return `${first}&cursor=${encodeURIComponent(body.nextCursor)}`;
}

/** Each list's page read: p95 under this through the bff. */
export const requestListTarget = { maxP95Ms: 100 };

export interface ListMeasurement {
  name: string;
  measurement: Measurement;
}

/**
 * Seeds the lists and measures each one's second page, filtered, sorted and searched, signed in as
 * its reader, through the bff at `web`.
 */
export async function benchRequestLists(
  idp: DevIdp,
  web: string,
  databaseUrl: string,
  run: { connections: number; durationSeconds: number; warmUpSeconds: number },
): Promise<ListMeasurement[]> {
  const tokens = new Map<string, string>();
  for (const scenario of listScenarios) {
    if (!tokens.has(scenario.reader)) {
      tokens.set(scenario.reader, await idp.issueAccessToken(scenario.reader));
    }
  }
  const tokenOf = (email: string) => tokens.get(email) ?? '';
  await seedRequestLists(databaseUrl, {
    companySubject: subjectOf(tokenOf('company@example.com')),
    technicianSubject: subjectOf(tokenOf('technician@example.com')),
  });
  const measured: ListMeasurement[] = [];
  for (const scenario of listScenarios) {
    const headers = { authorization: `Bearer ${tokenOf(scenario.reader)}` };
    const url = await secondPageUrl(web, scenario, headers);
    const request = { url, headers, connections: run.connections };
    await measure({ ...request, durationSeconds: run.warmUpSeconds });
    measured.push({
      name: scenario.name,
      measurement: await measure({ ...request, durationSeconds: run.durationSeconds }),
    });
  }
  return measured;
}

export function requestListLine({ name, measurement }: ListMeasurement): string {
  const ok = measurement.latencyMs.p95 < requestListTarget.maxP95Ms;
  return `p95 ${name}, ${requestListSize} rows, second page filtered, sorted and searched = ${measurement.latencyMs.p95} ms (target < ${requestListTarget.maxP95Ms} ms: ${ok ? 'holds' : 'does NOT hold'})`;
}

export function requestListsHold(measured: readonly ListMeasurement[]): boolean {
  return measured.every(
    ({ measurement }) => measurement.latencyMs.p95 < requestListTarget.maxP95Ms,
  );
}
