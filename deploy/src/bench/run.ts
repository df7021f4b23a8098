/**
 * `npm run bench`: the sign-in-and-profile-read scenario of deploy/k6 measured with autocannon where k6 is
 * not installed. Compares GET /api/user (bff -> identity -> Postgres, authenticated) with a bare Koa JSON
 * route in the same process, so the figures say what the stack costs rather than how fast the machine is.
 * Then technicians' onboarding: one step saved (POST /api/technicians/metadata) and the metadata read back
 * (GET), both bff -> technician -> Postgres, each held to the same p99. Each connection is a technician of its
 * own: one technician's browser saves one step at a time, and ten saves of one record at once would time the
 * wait for its row lock rather than the path.
 * Last the admin's technician directory with 10,000 technicians seeded: one page of the whole list and one
 * name search (GET /api/admin/technicians), bff -> technician -> Postgres, p95 under 100 ms. Then the same
 * technicians made dispatchable (approved, three reachable communities each, some away): the ranked candidates
 * for a village request and for a hub request (GET /api/admin/dispatch/candidates), p95 under 50 ms.
 * Last one technician's 5 MB photo through the tus upload endpoint over an emulated village satellite link
 * (400 kbit/s, 800 ms round trip) that drops once mid-upload: it must finish, stored once, sending again under
 * a tenth of the photo.
 * With AMQP_URL set (or BENCH_SHAPE=processes) each service and the bff run in a process of their own, as the
 * chart deploys them; in one process a single event loop serves them all, so the latency is mostly queueing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TechnicianMetadataUpdate } from '@rha/contracts';
import { startStack, type DevIdp, type Stack, type StackShape } from '../stack/stack.js';
import { benchResultsFile } from '../stack/paths.js';
import { startBareKoa } from './bare-koa.js';
import { seedBenchDirectory } from './bench-directory.js';
import { seedDispatchBench } from './bench-dispatch.js';
import { benchTechnicians } from './bench-technicians.js';
import { benchUpload, uploadLink, uploadTarget } from './bench-upload.js';
import { failures, measure, type MeasureOptions, type Measurement } from './measure.js';
import { subjectOf } from './token-subject.js';

const connections = 10;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const warmUpSeconds = 3;
const benchUser = 'company@example.com';
/**
 * Target: the full path keeps at least a fifth of the bare route's throughput, p99 under 50 ms; the
 * technician's step save and metadata read hold the same p99.
 */
const target = { minRatio: 0.2, maxP99Ms: 50 };
const directorySize = 10_000;
const directoryTarget = { maxP95Ms: 100 };
const dispatchTarget = { maxP95Ms: 50 };
const benchAdmin = 'admin@example.com';
const measuredRuns = 8;
const shape = benchShape(process.env);
const shapeLabel: Record<StackShape, string> = {
  single:
    'single process (every service and the bff on one event loop, in-process bus unless AMQP_URL)',
  processes: 'one process per service and the bff, events over RabbitMQ',
};
// Stack start, warm-ups and every run fit well inside this; a hung run must not hang the caller.
const deadline = setTimeout(
  () => {
    console.error('bench: exceeded its time limit, giving up');
    process.exit(1);
  },
  // The photo upload over the slow link takes about two minutes on its own.
  (360 + measuredRuns * (durationSeconds + warmUpSeconds)) * 1000,
);
deadline.unref();

const print = (line = '') => process.stdout.write(`${line}\n`);

let stack: Stack | undefined;
let bare: Awaited<ReturnType<typeof startBareKoa>> | undefined;
try {
  stack = await startStack(
    { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    { shape },
  );
  if (!stack.idp)
    throw new Error('the bench needs the dev IdP to issue a token: unset KEYCLOAK_URL');
  bare = await startBareKoa();

  const token = await stack.idp.issueAccessToken(benchUser);
  const apiUser = `${loopback(stack.urls.web)}/api/user`;
  const headers = { authorization: `Bearer ${token}` };
  await checkAnswers(apiUser, headers);

  print(
    `bench: ${connections} connections, ${durationSeconds} s per scenario, Node ${process.version}`,
  );
  print(`shape: ${shapeLabel[shape]}`);
  await measure({ url: apiUser, headers, connections, durationSeconds: warmUpSeconds });
  await measure({ url: bare.url, connections, durationSeconds: warmUpSeconds });
  const api = await measure({ url: apiUser, headers, connections, durationSeconds });
  const baseline = await measure({ url: bare.url, connections, durationSeconds });

  const technician = await technicianRequests(
    stack.idp,
    stack.urls.web,
    await benchTechnicians(stack.database.url, connections),
  );
  await checkTechnicianAnswers(technician);
  await measure({ ...technician.saveStep, connections, durationSeconds: warmUpSeconds });
  const saveStep = await measure({ ...technician.saveStep, connections, durationSeconds });
  const readMetadata = await measure({ ...technician.read, connections, durationSeconds });

  await seedBenchDirectory(stack.database.url, directorySize);
  const directory = await directoryRequests(stack.idp, stack.urls.web);
  await measure({ ...directory.list, connections, durationSeconds: warmUpSeconds });
  const directoryList = await measure({ ...directory.list, connections, durationSeconds });
  const directorySearch = await measure({ ...directory.search, connections, durationSeconds });

  await seedDispatchBench(stack.database.url);
  const dispatch = dispatchRequests(directory.list.headers ?? {}, stack.urls.web);
  await checkCandidates(dispatch.village);
  await measure({ ...dispatch.village, connections, durationSeconds: warmUpSeconds });
  const dispatchVillage = await measure({ ...dispatch.village, connections, durationSeconds });
  const dispatchHub = await measure({ ...dispatch.hub, connections, durationSeconds });

  const upload = await benchUpload(stack.idp, loopback(stack.urls.web), stack.database.url);

  const ratio = Math.round((api.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
  const p99s = {
    '/api/user': api,
    'POST /api/technicians/metadata': saveStep,
    'GET /api/technicians/metadata': readMetadata,
  };
  const holds = {
    ratio: ratio >= target.minRatio,
    p99: Object.values(p99s).every((m) => m.latencyMs.p99 < target.maxP99Ms),
    directory: [directoryList, directorySearch].every(
      (m) => m.latencyMs.p95 < directoryTarget.maxP95Ms,
    ),
    dispatch: [dispatchVillage, dispatchHub].every(
      (m) => m.latencyMs.p95 < dispatchTarget.maxP95Ms,
    ),
    upload: upload.stored && upload.resentShare < uploadTarget.maxResentShare,
  };
  print();
  print(row('scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'));
  print(row('GET /api/user (bff+identity+pg)', ...figures(api)));
  print(row('bare Koa JSON route', ...figures(baseline)));
  print(row('POST /api/technicians/metadata', ...figures(saveStep)));
  print(row('GET /api/technicians/metadata', ...figures(readMetadata)));
  print(row('GET /api/admin/technicians (page 3)', ...figures(directoryList)));
  print(row('GET /api/admin/technicians?search=', ...figures(directorySearch)));
  print(row('dispatch candidates, village', ...figures(dispatchVillage)));
  print(row('dispatch candidates, hub', ...figures(dispatchHub)));
  print();
  print(
    `ratio /api/user : bare = ${ratio} (target >= ${target.minRatio}: ${verdict(holds.ratio)})`,
  );
  for (const [name, m] of Object.entries(p99s)) {
    const ok = m.latencyMs.p99 < target.maxP99Ms;
    print(`p99 ${name} = ${m.latencyMs.p99} ms (target < ${target.maxP99Ms} ms: ${verdict(ok)})`);
  }
  for (const [name, m] of Object.entries({ list: directoryList, search: directorySearch })) {
    const ok = m.latencyMs.p95 < directoryTarget.maxP95Ms;
    print(
      `p95 directory ${name}, ${directorySize} technicians = ${m.latencyMs.p95} ms (target < ${directoryTarget.maxP95Ms} ms: ${verdict(ok)})`,
    );
  }
  for (const [name, m] of Object.entries({ village: dispatchVillage, hub: dispatchHub })) {
    const ok = m.latencyMs.p95 < dispatchTarget.maxP95Ms;
    print(
      `p95 dispatch candidates, ${name} = ${m.latencyMs.p95} ms (target < ${dispatchTarget.maxP95Ms} ms: ${verdict(ok)})`,
    );
  }
  print(
    `photo upload, ${upload.photoBytes} bytes over ${uploadLink.bitsPerSecond / 1000} kbit/s, ${uploadLink.roundTripMs} ms round trip, ${upload.drops} drop: ${upload.seconds} s, ${upload.resentBytes} bytes sent again incl. protocol overhead = ${(upload.resentShare * 100).toFixed(1)} % (target < ${uploadTarget.maxResentShare * 100} %, stored once: ${upload.stored}: ${verdict(holds.upload)})`,
  );
  const allHold = holds.ratio && holds.p99 && holds.directory && holds.dispatch && holds.upload;
  print(`target ${allHold ? 'holds' : 'does NOT hold'}`);

  await mkdir(path.dirname(benchResultsFile), { recursive: true });
  await writeFile(
    benchResultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
        database: stack.database.embedded ? 'embedded' : 'DATABASE_URL',
        shape,
        logLevel: stack.settings.LOG_LEVEL,
        scenarios: {
          apiUser: api,
          bareKoa: baseline,
          technicianStepSave: saveStep,
          technicianMetadataRead: readMetadata,
          adminDirectoryList: directoryList,
          adminDirectorySearch: directorySearch,
          dispatchCandidatesVillage: dispatchVillage,
          dispatchCandidatesHub: dispatchHub,
        },
        photoUpload: { link: uploadLink, ...upload },
        directorySize,
        ratio,
        target: {
          ...target,
          directoryMaxP95Ms: directoryTarget.maxP95Ms,
          dispatchMaxP95Ms: dispatchTarget.maxP95Ms,
          uploadMaxResentShare: uploadTarget.maxResentShare,
          holds: allHold,
        },
      },
      null,
      2,
    )}\n`,
  );
  print(`figures written to ${path.relative(process.cwd(), benchResultsFile)}`);
  const runs = [
    api,
    baseline,
    saveStep,
    readMetadata,
    directoryList,
    directorySearch,
    dispatchVillage,
    dispatchHub,
  ];
  if (runs.some((m) => failures(m) > 0)) {
    console.error('bench: some requests failed; the figures above are not trustworthy');
    process.exitCode = 1;
  }
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await bare?.stop();
  await stack?.stop();
}

/** BENCH_SHAPE when given; otherwise the deployed shape whenever RabbitMQ is there to join the processes. */
function benchShape(env: NodeJS.ProcessEnv): StackShape {
  const asked = env.BENCH_SHAPE || undefined;
  if (asked === 'single' || asked === 'processes') return asked;
  if (asked) throw new Error(`BENCH_SHAPE must be 'single' or 'processes', not '${asked}'`);
  return env.AMQP_URL ? 'processes' : 'single';
}

/** The bench stays on loopback whatever host name the stack prints. */
function loopback(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  return parsed.origin;
}

async function checkAnswers(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  }
  const user = (await response.json()) as { email?: string };
  if (user.email !== benchUser) throw new Error(`GET ${url} returned ${JSON.stringify(user)}`);
}

type BenchRequest = Omit<MeasureOptions, 'connections' | 'durationSeconds'>;

interface TechnicianRequests {
  saveStep: BenchRequest;
  read: BenchRequest;
}

/**
 * Each technician's requests: one onboarding step, the IT skills, saved under the token's subject (the
 * body's `userId` must name the caller), and the metadata read back.
 */
async function technicianRequests(
  idp: DevIdp,
  web: string,
  technicians: readonly string[],
): Promise<TechnicianRequests> {
  const url = `${loopback(web)}/api/technicians/metadata`;
  const signedIn = await Promise.all(
    technicians.map(async (email) => {
      const token = await idp.issueAccessToken(email);
      const step: { userId: string } & Pick<TechnicianMetadataUpdate, 'it'> = {
        userId: subjectOf(token),
        it: ['Soldering'],
      };
      return { authorization: `Bearer ${token}`, body: JSON.stringify(step) };
    }),
  );
  return {
    saveStep: {
      url,
      method: 'POST',
      perConnection: signedIn.map(({ authorization, body }) => ({
        headers: { authorization, 'content-type': 'application/json' },
        body,
      })),
    },
    read: {
      url,
      perConnection: signedIn.map(({ authorization }) => ({ headers: { authorization } })),
    },
  };
}

/**
 * The admin demo account's requests of the directory: a page deep in the whole list and a search for a
 * name fragment many technicians share. Checks first that the seeded technicians are listed.
 */
async function directoryRequests(
  idp: DevIdp,
  web: string,
): Promise<{ list: BenchRequest; search: BenchRequest }> {
  const headers = { authorization: `Bearer ${await idp.issueAccessToken(benchAdmin)}` };
  const url = `${loopback(web)}/api/admin/technicians`;
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { total?: number };
  if (!response.ok || (body.total ?? 0) < directorySize) {
    throw new Error(
      `GET ${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return {
    list: { url: `${url}?page=3`, headers },
    search: { url: `${url}?search=son`, headers },
  };
}

/**
 * The admin's ranking of candidates for a remote-hands request tomorrow: in Kwethluk, a village of the
 * Bethel region, and in Bethel, its hub, where more technicians live.
 */
function dispatchRequests(
  headers: Record<string, string>,
  web: string,
): { village: BenchRequest; hub: BenchRequest } {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const url = (community: string) =>
    `${loopback(web)}/api/admin/dispatch/candidates?${new URLSearchParams({
      community,
      serviceType: 'remote-hands',
      date: tomorrow,
      timeRange: '',
    }).toString()}`;
  return { village: { url: url('Kwethluk'), headers }, hub: { url: url('Bethel'), headers } };
}

async function checkCandidates({ url, headers }: BenchRequest): Promise<void> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { candidates?: unknown[] };
  if (!response.ok || !body.candidates?.length) {
    throw new Error(
      `GET ${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
}

/** One save and one read per technician before measuring: the runs must time answers, not refusals. */
async function checkTechnicianAnswers({ saveStep, read }: TechnicianRequests): Promise<void> {
  for (const [index, own] of (saveStep.perConnection ?? []).entries()) {
    const saved = await fetch(saveStep.url, {
      method: 'POST',
      headers: own.headers,
      body: own.body ?? null,
    });
    if (!saved.ok) {
      throw new Error(`POST ${saveStep.url} answered ${saved.status}: ${await saved.text()}`);
    }
    const response = await fetch(read.url, { headers: read.perConnection?.[index]?.headers });
    if (!response.ok) {
      throw new Error(`GET ${read.url} answered ${response.status}: ${await response.text()}`);
    }
    const metadata = (await response.json()) as { it?: unknown };
    if (!Array.isArray(metadata.it) || !metadata.it.includes('Soldering')) {
      throw new Error(`GET ${read.url} returned ${JSON.stringify(metadata)}`);
    }
  }
}

function figures(m: Measurement): string[] {
  return [m.requestsPerSecond, m.latencyMs.p50, m.latencyMs.p95, m.latencyMs.p99, failures(m)].map(
    String,
  );
}

function row(...cells: string[]): string {
  const [name = '', ...rest] = cells;
  return `${name.padEnd(38)}${rest.map((cell) => cell.padStart(10)).join('')}`;
}

function verdict(ok: boolean): string {
  return ok ? 'yes' : 'NO';
}
