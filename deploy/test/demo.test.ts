// `npm start`'s demo data against the real stack on a fresh Postgres database: what each demo
// account finds on signing in, and that it is made once and only when asked for.
import { SERVICE_REQUEST_STATUSES, VETTING_STATUSES } from '@rha/contracts/reference';
import { createLogger } from '@rha/kit';
import { testDatabaseUrl } from '@rha/kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBanner } from '../src/stack/banner.js';
import { demoApi, type DemoApi } from '../src/stack/demo/api.js';
import { seedDemoData } from '../src/stack/demo/index.js';
import {
  demoAdminEmail,
  demoApplicantEmail,
  demoCompanyEmail,
  demoPassword,
  demoTechnicianEmail,
} from '../src/stack/demo/people.js';
import { startStack, type Stack } from '../src/stack/stack.js';
import { createFreshDatabase, freeLauncherPorts } from './stack-support.js';

let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let stack: Stack | undefined;

async function start(demo: boolean): Promise<Stack> {
  stack = await startStack(
    { DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...(await freeLauncherPorts()) },
    { demo },
  );
  return stack;
}

async function stop(): Promise<void> {
  await stack?.stop();
  stack = undefined;
}

function apiOf(running: Stack): DemoApi {
  const web = new URL(running.urls.web);
  web.hostname = '127.0.0.1';
  return demoApi(web.origin, running.urls.issuer);
}

async function query<R extends pg.QueryResultRow>(sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** What the seed made, counted in each owning service's tables. */
async function counts() {
  const [row] = await query<Record<string, string>>(
    `select (select count(*) from technician.technicians) as technicians,
            (select count(*) from service_request.service_requests) as requests,
            (select count(*) from service_request.timeline) as timeline,
            (select count(*) from company.companies) as companies,
            (select count(*) from dev_idp.accounts) as accounts`,
  );
  return row;
}

beforeAll(async () => {
  database = await createFreshDatabase(await testDatabaseUrl(), 'demo_test');
});

afterAll(async () => {
  await stop();
  await database?.drop();
});

describe('npm start without the demo option', () => {
  it('seeds nothing', async () => {
    await start(false);
    const [marker] = await query<{ found: string | null }>(
      `select to_regclass('demo_data.seeded') as found`,
    );
    expect(marker?.found).toBeNull();
    expect(await counts()).toMatchObject({ technicians: '0', requests: '0', companies: '0' });
    await stop();
  }, 120_000);
});

describe('npm start with the demo option', () => {
  let api: DemoApi;

  beforeAll(async () => {
    api = apiOf(await start(true));
  }, 180_000);

  it('has the company’s requests in every lifecycle status, with logs, photos and ratings', async () => {
    const token = await api.signIn(demoCompanyEmail, demoPassword);
    // The demo company's requests fit one page of the largest size.
    const { items: requests } = await api.call<{ items: { id: string; status: string }[] }>(
      '/api/service-request/company?limit=100',
      { token },
    );
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(SERVICE_REQUEST_STATUSES),
    );
    const locations = await api.call<{ city: string }[]>('/api/location', { token });
    expect(locations.map((location) => location.city).sort()).toEqual(['Bethel', 'Kwethluk']);
    const completed = requests.find((request) => request.status === 'Completed');
    const details = await api.call<{
      timeline: { at: string }[];
      report: { log: unknown[]; photos: unknown[]; ratings: { revealed: boolean } | null };
    }>(`/api/service-requests/${completed?.id}`, { token });
    expect(details.timeline.length).toBeGreaterThanOrEqual(5);
    expect(details.report.log).toHaveLength(2);
    expect(details.report.photos).toHaveLength(2);
    expect(details.report.ratings?.revealed).toBe(true);
    // Spread over the past week, in the order it happened.
    const days = details.timeline.map((entry) => (Date.now() - Date.parse(entry.at)) / 86_400_000);
    expect(days[0]).toBeGreaterThan(4);
    expect(days.at(-1)).toBeGreaterThan(2);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    const thread = await api.call<{ messages: unknown[] }>(
      `/api/service-requests/${completed?.id}/messages`,
      {
        token,
      },
    );
    expect(thread.messages).toHaveLength(2);
  });

  it('has about twenty technicians at every vetting status', async () => {
    const rows = await query<{ vetting_status: string; count: string }>(
      `select vetting_status, count(*) from technician.technicians group by vetting_status`,
    );
    expect(new Set(rows.map((row) => row.vetting_status))).toEqual(new Set(VETTING_STATUSES));
    const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
    // Twenty, the demo technician and the applicant.
    expect(total).toBe(22);
    const admin = await api.signIn(demoAdminEmail, demoPassword);
    const directory = await api.call<{ technicians: unknown[]; nextCursor: string | null }>(
      '/api/admin/technicians?limit=100',
      { token: admin },
    );
    expect(directory.technicians).toHaveLength(22);
    expect(directory.nextCursor).toBeNull();
  });

  it('gives technician@example.com an offer waiting and a completed job', async () => {
    const token = await api.signIn(demoTechnicianEmail, demoPassword);
    const offers = await api.call<{ items: unknown[] }>('/api/technicians/offers', { token });
    const jobs = await api.call<{ items: { status: string }[] }>('/api/technicians/jobs', {
      token,
    });
    expect(offers.items).toHaveLength(1);
    expect(jobs.items.map((job) => job.status)).toContain('Completed');
  });

  it('leaves applicant@example.com signed up with the whole onboarding ahead', async () => {
    const token = await api.signIn(demoApplicantEmail, demoPassword);
    const metadata = await api.call<{
      onboarding: { completedSteps: string[] };
      vettingStatus: string;
    }>('/api/technicians/metadata', { token });
    expect(metadata.onboarding.completedSteps).toEqual([]);
    expect(metadata.vettingStatus).toBe('onboarding');
  });

  it('lists the four accounts in the banner, each with what to try', () => {
    if (!stack) throw new Error('the stack is not running');
    const lines = formatBanner(stack, true).split('\n');
    for (const email of [
      demoCompanyEmail,
      demoTechnicianEmail,
      demoAdminEmail,
      demoApplicantEmail,
    ]) {
      const line = lines.find((text) => text.trim().startsWith(email));
      expect(line?.slice(line.indexOf(email) + email.length).trim()).not.toBe('');
    }
    expect(formatBanner(stack, false)).toContain(`  ${demoApplicantEmail}\n`);
  });

  it('adds nothing on a second run, nor when the stack starts again', async () => {
    const before = await counts();
    const running = stack;
    if (!running) throw new Error('the stack is not running');
    const again = await seedDemoData({
      webUrl: apiOf(running).webUrl,
      issuer: running.urls.issuer,
      databaseUrl: database.url,
      logger: createLogger('demo-test', 'silent'),
    });
    expect(again).toBe('already-seeded');
    await stop();
    await start(true);
    expect(await counts()).toEqual(before);
    expect(await query('select * from demo_data.seeded')).toHaveLength(1);
  }, 120_000);
});
