/**
 * `npm run bench`: the sign-in-and-profile-read scenario of deploy/k6 measured with autocannon where k6 is
 * not installed. Side by side, each server in a process of its own and the load from another: a bare Koa
 * JSON route, identity alone (its own user read, called directly with the token: token check and one
 * query) and GET /api/user through the bff (bff -> identity -> Postgres), so the figures say what each hop
 * costs rather than how fast the machine is. The bff keeps each token's composed profile for
 * PROFILE_CACHE_SECONDS, so GET /api/user is also measured past that copy (?bypassCache=true), as a
 * miss costs.
 * Then technicians' onboarding: one step saved (POST /api/technicians/metadata) and the metadata read back
 * (GET), both bff -> technician -> Postgres, each held to the same p99. Each connection is a technician of its
 * own: one technician's browser saves one step at a time, and ten saves of one record at once would time the
 * wait for its row lock rather than the path.
 * Last the admin's lists with 10,000 entries each, a page reached by cursor two pages in, filtered, sorted
 * and searched by a name fragment: technicians (GET /api/admin/technicians, bff -> technician -> Postgres)
 * and companies (GET /api/admin/companies, bff -> company -> Postgres, plus service-request for the page's
 * request counts), p95 under 100 ms. Then the same
 * technicians made dispatchable (approved, three reachable communities each, some away): the ranked candidates
 * for a village request and for a hub request (GET /api/admin/dispatch/candidates), p95 under 50 ms.
 * Then the service-request lists with 10,000 rows each (bench-request-lists.ts): the admin's dispatch queue,
 * a company's requests, a technician's offers and jobs, each read on its second page with a filter, an order
 * and a search, p95 under 100 ms.
 * Then the e-mails notification sends into the local mail sink, at least 100 a second in every ten seconds of a
 * minute, each received exactly once (bench-email.ts).
 * Then billing's invoice for an approval with its PDF, ten approvals at once, p95 under 300 ms
 * (bench-invoices.ts).
 * Last one technician's 5 MB photo through the tus upload endpoint over an emulated village satellite link
 * (400 kbit/s, 800 ms round trip) that drops once mid-upload: it must finish, stored once, sending again under
 * a tenth of the photo.
 * Then another user's downloads while six images arrive at once (bench-image-uploads.ts): an admin fetching a
 * stored photo while six PNGs declaring 16383x16383 pixels, then six 48 MP photos, reach the bff; p95 under
 * 500 ms.
 * Whenever RabbitMQ is reachable (AMQP_URL, else the local broker) each service and the bff run in a process
 * of their own, as the chart deploys them; BENCH_SHAPE=single puts them all on one event loop, where the
 * latency is mostly queueing.
 * BENCH_ROWS=user measures only the first three rows (bare Koa, identity alone, GET /api/user) and writes no
 * results file: a quick look while working on that path.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TechnicianMetadataUpdate } from '@rha/contracts';
import { startDrillMailbox, type DrillMailbox } from '../drills/drill-mailbox.js';
import { startStack, type DevIdp, type Stack, type StackShape } from '../stack/stack.js';
import { benchResultsFile } from '../stack/paths.js';
import { startBareKoa } from './bare-koa.js';
import { benchShape } from './bench-shape.js';
import {
  benchEmail,
  emailTarget,
  emailTargetHolds,
  emailTargetLine,
  type EmailMeasurement,
} from './bench-email.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { seedBenchCompanies } from './bench-companies.js';
import { seedBenchDirectory } from './bench-directory.js';
import { seedDispatchBench } from './bench-dispatch.js';
import { benchTechnicians } from './bench-technicians.js';
import {
  benchRequestLists,
  requestListLine,
  requestListsHold,
  requestListTarget,
} from './bench-request-lists.js';
import {
  benchImageUploads,
  imageUploadsHold,
  imageUploadTarget,
  type DownloadFigures,
} from './bench-image-uploads.js';
import {
  benchInvoices,
  invoiceTarget,
  invoiceTargetHolds,
  invoiceTargetLine,
  type InvoiceFigures,
} from './bench-invoices.js';
import { benchUpload, uploadLink, uploadTarget } from './bench-upload.js';
import { failures, measure, type MeasureOptions, type Measurement } from './measure.js';
import { subjectOf } from './token-subject.js';

const connections = 10;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const warmUpSeconds = 3;
const benchUser = 'company@example.com';
/** GET /api/user keeps at least a tenth of the bare route's requests per second, p99 under 25 ms. */
const target = { minRatio: 0.1, maxP99Ms: 25 };
/** The technician's step save and metadata read. */
const technicianTarget = { maxP99Ms: 50 };
const directorySize = 10_000;
const directoryTarget = { maxP95Ms: 100 };
const dispatchTarget = { maxP95Ms: 50 };
const benchAdmin = 'admin@example.com';
const measuredRuns = 9;
const userRowsOnly = process.env.BENCH_ROWS === 'user';
const { shape, env, reason: shapeReason } = await benchShape(process.env);
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
  // The photo upload over the slow link takes about two minutes, the images a minute, the e-mail minute up to three.
  (600 + measuredRuns * (durationSeconds + warmUpSeconds)) * 1000,
);
deadline.unref();

const print = (line = '') => process.stdout.write(`${line}\n`);
const machine = {
  cpus: os.availableParallelism(),
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
};

let stack: Stack | undefined;
let bare: Awaited<ReturnType<typeof startBareKoa>> | undefined;
let mailbox: DrillMailbox | undefined;
try {
  mailbox = await startDrillMailbox();
  // Each connection saves as one technician, thousands of times: the per-user write limit would refuse it.
  // E-mails always go to the bench's own sink: thousands of them must never reach a real mail server.
  stack = await startStack(
    {
      USER_WRITE_RATE_LIMIT: '1000000',
      ...env,
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      SMTP_URL: mailbox.smtpUrl,
    },
    { shape, embeddedDatabase: benchEmbeddedDatabase },
  );
  if (!stack.idp)
    throw new Error('the bench needs the dev IdP to issue a token: unset KEYCLOAK_URL');
  bare = await startBareKoa();

  const token = await stack.idp.issueAccessToken(benchUser);
  const apiUser = `${loopback(stack.urls.web)}/api/user`;
  const headers = { authorization: `Bearer ${token}` };
  const subject = subjectOf(token);
  await checkAnswers(apiUser, headers, subject);
  const identityUser = `${loopback(serviceUrl(stack, 'identity'))}/users/me`;
  await checkAnswers(identityUser, headers, subject);

  print(
    `bench: ${connections} connections, ${durationSeconds} s per scenario, Node ${process.version}`,
  );
  print(`shape: ${shapeLabel[shape]} (${shapeReason})`);
  print(`machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory`);
  await measure({ url: apiUser, headers, connections, durationSeconds: warmUpSeconds });
  await measure({ url: identityUser, headers, connections, durationSeconds: warmUpSeconds });
  await measure({ url: bare.url, connections, durationSeconds: warmUpSeconds });
  const baseline = await measure({ url: bare.url, connections, durationSeconds });
  const identityAlone = await measure({ url: identityUser, headers, connections, durationSeconds });
  const api = await measure({ url: apiUser, headers, connections, durationSeconds });
  // The same read past the bff's profile cache: what composing the profile costs on every miss.
  const apiComposed = await measure({
    url: `${apiUser}?bypassCache=true`,
    headers,
    connections,
    durationSeconds,
  });

  if (userRowsOnly) {
    const ratio = Math.round((api.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
    print();
    print(row('scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'));
    print(row('bare Koa JSON route', ...figures(baseline)));
    print(row('identity GET /users/me (token+pg)', ...figures(identityAlone)));
    print(row('GET /api/user (bff+identity+pg)', ...figures(api)));
    print(row('  composed afresh (?bypassCache)', ...figures(apiComposed)));
    print();
    print(`ratio /api/user : bare = ${ratio} (target >= ${target.minRatio})`);
    print(`p99 /api/user = ${api.latencyMs.p99} ms (target < ${target.maxP99Ms} ms)`);
  } else {
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
    await seedBenchCompanies(stack.database.url, directorySize);
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

    const lists = await benchRequestLists(stack.idp, loopback(stack.urls.web), stack.database.url, {
      connections,
      durationSeconds,
      warmUpSeconds,
    });

    const email = await benchEmail(stack.database.url, mailbox);
    const invoices = await benchInvoices(stack.database.url);

    const ratio = Math.round((api.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
    const technicianP99s = {
      'POST /api/technicians/metadata': saveStep,
      'GET /api/technicians/metadata': readMetadata,
    };
    const holds = {
      ratio: ratio >= target.minRatio,
      p99:
        api.latencyMs.p99 < target.maxP99Ms &&
        Object.values(technicianP99s).every((m) => m.latencyMs.p99 < technicianTarget.maxP99Ms),
      directory: [directoryList, directorySearch].every(
        (m) => m.latencyMs.p95 < directoryTarget.maxP95Ms,
      ),
      dispatch: [dispatchVillage, dispatchHub].every(
        (m) => m.latencyMs.p95 < dispatchTarget.maxP95Ms,
      ),
      email: emailTargetHolds(email),
      lists: requestListsHold(lists),
      invoices: invoiceTargetHolds(invoices),
    };
    print();
    print(row('scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'));
    print(row('bare Koa JSON route', ...figures(baseline)));
    print(row('identity GET /users/me (token+pg)', ...figures(identityAlone)));
    print(row('GET /api/user (bff+identity+pg)', ...figures(api)));
    print(row('  composed afresh (?bypassCache)', ...figures(apiComposed)));
    print(row('POST /api/technicians/metadata', ...figures(saveStep)));
    print(row('GET /api/technicians/metadata', ...figures(readMetadata)));
    print(row('admin technicians, page 3 by cursor', ...figures(directoryList)));
    print(row('admin companies, page 3 by cursor', ...figures(directorySearch)));
    print(row('dispatch candidates, village', ...figures(dispatchVillage)));
    print(row('dispatch candidates, hub', ...figures(dispatchHub)));
    for (const list of lists) print(row(list.name, ...figures(list.measurement)));
    // E-mails a second where the others have requests; no latencies, as a backlog is kept waiting.
    print(row('e-mails into the mail sink', ...emailFigures(email)));
    print(row('invoice issue with its PDF', ...invoiceFigures(invoices)));
    print();
    print(
      `ratio /api/user : bare = ${ratio} (target >= ${target.minRatio}: ${verdict(holds.ratio)})`,
    );
    const apiP99Holds = api.latencyMs.p99 < target.maxP99Ms;
    print(
      `p99 /api/user = ${api.latencyMs.p99} ms (target < ${target.maxP99Ms} ms: ${verdict(apiP99Holds)})`,
    );
    for (const [name, m] of Object.entries(technicianP99s)) {
      const ok = m.latencyMs.p99 < technicianTarget.maxP99Ms;
      print(
        `p99 ${name} = ${m.latencyMs.p99} ms (target < ${technicianTarget.maxP99Ms} ms: ${verdict(ok)})`,
      );
    }
    for (const [name, m] of Object.entries({
      technicians: directoryList,
      companies: directorySearch,
    })) {
      const ok = m.latencyMs.p95 < directoryTarget.maxP95Ms;
      print(
        `p95 admin ${name} list, ${directorySize} of them, page 3 by cursor, filtered, sorted and searched = ${m.latencyMs.p95} ms (target < ${directoryTarget.maxP95Ms} ms: ${verdict(ok)})`,
      );
    }
    for (const [name, m] of Object.entries({ village: dispatchVillage, hub: dispatchHub })) {
      const ok = m.latencyMs.p95 < dispatchTarget.maxP95Ms;
      print(
        `p95 dispatch candidates, ${name} = ${m.latencyMs.p95} ms (target < ${dispatchTarget.maxP95Ms} ms: ${verdict(ok)})`,
      );
    }
    for (const list of lists) print(requestListLine(list));
    print(emailTargetLine(email));
    print(invoiceTargetLine(invoices));
    // Measured after the rows above are printed: it takes minutes, and its failure must not hide them.
    const upload = await benchUpload(stack.idp, loopback(stack.urls.web), stack.database.url);
    const uploadHolds = upload.stored && upload.resentShare < uploadTarget.maxResentShare;
    print(
      `photo upload, ${upload.photoBytes} bytes over ${uploadLink.bitsPerSecond / 1000} kbit/s, ${uploadLink.roundTripMs} ms round trip, ${upload.drops} drop: ${upload.seconds} s, ${upload.resentBytes} bytes sent again incl. protocol overhead = ${(upload.resentShare * 100).toFixed(1)} % (target < ${uploadTarget.maxResentShare * 100} %, stored once: ${upload.stored}: ${verdict(uploadHolds)})`,
    );
    const images = await benchImageUploads(stack.idp, loopback(stack.urls.web), stack.database.url);
    const imagesHold = imageUploadsHold(images);
    const downloads = (label: string, m: DownloadFigures) =>
      `${label} p95 ${m.p95Ms} ms (p50 ${m.p50Ms}, max ${m.maxMs}, ${m.downloads} downloads)`;
    print(
      `another user's downloads while six images arrive: ${downloads('alone', images.alone)}; ${downloads(`six 16383x16383 PNG headers (${images.hugeCanvases.refused}/6 refused, ${images.hugeCanvases.seconds} s)`, images.hugeCanvases)}; ${downloads(`six 48 MP photos (${images.largePhotos.stored}/6 stored, ${images.largePhotos.seconds} s)`, images.largePhotos)} (target p95 < ${imageUploadTarget.maxDownloadP95Ms} ms: ${verdict(imagesHold)})`,
    );
    const allHold =
      holds.ratio &&
      holds.p99 &&
      holds.directory &&
      holds.dispatch &&
      holds.email &&
      holds.lists &&
      holds.invoices &&
      uploadHolds &&
      imagesHold;
    print(`target ${allHold ? 'holds' : 'does NOT hold'}`);
    if (!allHold) process.exitCode = 1;

    await mkdir(path.dirname(benchResultsFile), { recursive: true });
    await writeFile(
      benchResultsFile,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: { node: process.version, platform: process.platform, ...machine },
          database: stack.database.embedded ? 'embedded' : 'DATABASE_URL',
          shape,
          shapeReason,
          loadGenerator: 'autocannon, in a process of its own',
          logLevel: stack.settings.LOG_LEVEL,
          scenarios: {
            bareKoa: baseline,
            identityUserAlone: identityAlone,
            apiUser: api,
            apiUserComposedAfresh: apiComposed,
            technicianStepSave: saveStep,
            technicianMetadataRead: readMetadata,
            adminTechniciansByCursor: directoryList,
            adminCompaniesByCursor: directorySearch,
            dispatchCandidatesVillage: dispatchVillage,
            dispatchCandidatesHub: dispatchHub,
            ...Object.fromEntries(lists.map((list) => [list.name, list.measurement])),
          },
          emailsIntoMailSink: email,
          invoiceIssueWithPdf: invoices,
          photoUpload: { link: uploadLink, ...upload },
          downloadsWhileImagesArrive: images,
          directorySize,
          ratio,
          target: {
            ...target,
            technicianMaxP99Ms: technicianTarget.maxP99Ms,
            directoryMaxP95Ms: directoryTarget.maxP95Ms,
            dispatchMaxP95Ms: dispatchTarget.maxP95Ms,
            requestListsMaxP95Ms: requestListTarget.maxP95Ms,
            emailMinPerSecond: emailTarget.minPerSecond,
            invoiceIssueWithPdfMaxP95Ms: invoiceTarget.maxP95Ms,
            uploadMaxResentShare: uploadTarget.maxResentShare,
            downloadsWhileImagesArriveMaxP95Ms: imageUploadTarget.maxDownloadP95Ms,
            holds: allHold,
          },
        },
        null,
        2,
      )}\n`,
    );
    print(`figures written to ${path.relative(process.cwd(), benchResultsFile)}`);
    const runs = [
      baseline,
      identityAlone,
      api,
      apiComposed,
      saveStep,
      readMetadata,
      directoryList,
      directorySearch,
      dispatchVillage,
      dispatchHub,
      ...lists.map((list) => list.measurement),
    ];
    if (runs.some((m) => failures(m) > 0)) {
      console.error('bench: some requests failed; the figures above are not trustworthy');
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await bare?.stop();
  await stack?.stop();
  await mailbox?.close();
}

function serviceUrl(running: Stack, name: string): string {
  const url = running.urls.services[name];
  if (!url) throw new Error(`the stack has no '${name}' service`);
  return url;
}

/** The bench stays on loopback whatever host name the stack prints. */
function loopback(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  return parsed.origin;
}

/**
 * Whether the route answers the token's own user. By subject, not e-mail: bench:mixed seeds the demo
 * data into the same database, which gives the demo company user another address.
 */
async function checkAnswers(
  url: string,
  headers: Record<string, string>,
  subject: string,
): Promise<void> {
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  }
  const user = (await response.json()) as { keycloakId?: string };
  if (user.keycloakId !== subject) throw new Error(`GET ${url} returned ${JSON.stringify(user)}`);
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
 * The admin demo account's requests of its two lists as an admin narrowing them down would make them:
 * a name fragment many share, a filter and an order other than the default, on the third page,
 * reached by following the cursors. Checks on the way that each list is filled and pages on.
 */
async function directoryRequests(
  idp: DevIdp,
  web: string,
): Promise<{ list: BenchRequest; search: BenchRequest }> {
  const headers = { authorization: `Bearer ${await idp.issueAccessToken(benchAdmin)}` };
  return {
    list: await thirdPage(`${loopback(web)}/api/admin/technicians`, 'technicians', headers, {
      q: 'son',
      status: 'applied',
      sort: 'newest',
    }),
    search: await thirdPage(`${loopback(web)}/api/admin/companies`, 'companies', headers, {
      q: 'clinic',
      locations: 'with',
      sort: 'newest',
    }),
  };
}

/** The request of a list's third page for `query`, found by following two cursors. */
async function thirdPage(
  url: string,
  entries: string,
  headers: Record<string, string>,
  query: Record<string, string>,
): Promise<BenchRequest> {
  const params = new URLSearchParams(query);
  for (let page = 1; page <= 2; page += 1) {
    const response = await fetch(`${url}?${params}`, { headers });
    const body = (await response.json()) as Record<string, unknown> & { nextCursor?: string };
    const listed = body[entries];
    if (!response.ok || !Array.isArray(listed) || listed.length === 0 || !body.nextCursor) {
      throw new Error(
        `GET ${url}?${params} answered ${response.status} without a further page: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    params.set('cursor', body.nextCursor);
  }
  return { url: `${url}?${params}`, headers };
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

function emailFigures(m: EmailMeasurement): string[] {
  return [String(m.perSecond), '-', '-', '-', String(m.duplicates + m.lost)];
}

/** Invoices a second where the others have requests; none fails, or the bench stops. */
function invoiceFigures(m: InvoiceFigures): string[] {
  return [m.perSecond, m.p50Ms, m.p95Ms, m.p99Ms, 0].map(String);
}

function row(...cells: string[]): string {
  const [name = '', ...rest] = cells;
  return `${name.padEnd(38)}${rest.map((cell) => cell.padStart(10)).join('')}`;
}

function verdict(ok: boolean): string {
  return ok ? 'yes' : 'NO';
}
