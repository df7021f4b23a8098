/**
 * `npm run bench`: the sign-in-and-profile-read scenario of deploy/k6 measured with autocannon where k6 is
 * not installed. Compares GET /api/user (bff -> identity -> Postgres, authenticated) with a bare Koa JSON
 * route in the same process, so the figures say what the stack costs rather than how fast the machine is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../stack/stack.js';
import { benchResultsFile } from '../stack/paths.js';
import { startBareKoa } from './bare-koa.js';
import { failures, measure, type Measurement } from './measure.js';

const connections = 10;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const warmUpSeconds = 3;
const benchUser = 'company@example.com';
/** Target: the full path keeps at least a fifth of the bare route's throughput, p99 under 50 ms. */
const target = { minRatio: 0.2, maxP99Ms: 50 };
// Stack start, warm-ups and both runs fit well inside this; a hung run must not hang the caller.
const deadline = setTimeout(
  () => {
    console.error('bench: exceeded its time limit, giving up');
    process.exit(1);
  },
  (60 + 2 * (durationSeconds + warmUpSeconds)) * 1000,
);
deadline.unref();

const print = (line = '') => process.stdout.write(`${line}\n`);

let stack: Stack | undefined;
let bare: Awaited<ReturnType<typeof startBareKoa>> | undefined;
try {
  stack = await startStack({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
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
  await measure({ url: apiUser, headers, connections, durationSeconds: warmUpSeconds });
  await measure({ url: bare.url, connections, durationSeconds: warmUpSeconds });
  const api = await measure({ url: apiUser, headers, connections, durationSeconds });
  const baseline = await measure({ url: bare.url, connections, durationSeconds });

  const ratio = Math.round((api.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
  const holds = {
    ratio: ratio >= target.minRatio,
    p99: api.latencyMs.p99 < target.maxP99Ms,
  };
  print();
  print(row('scenario', 'req/s', 'p50 ms', 'p99 ms', 'failed'));
  print(row('GET /api/user (bff+identity+pg)', ...figures(api)));
  print(row('bare Koa JSON route', ...figures(baseline)));
  print();
  print(
    `ratio /api/user : bare = ${ratio} (target >= ${target.minRatio}: ${verdict(holds.ratio)})`,
  );
  print(
    `p99 /api/user = ${api.latencyMs.p99} ms (target < ${target.maxP99Ms} ms: ${verdict(holds.p99)})`,
  );
  print(`target ${holds.ratio && holds.p99 ? 'holds' : 'does NOT hold'}`);

  await mkdir(path.dirname(benchResultsFile), { recursive: true });
  await writeFile(
    benchResultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
        database: stack.database.embedded ? 'embedded' : 'DATABASE_URL',
        logLevel: stack.settings.LOG_LEVEL,
        scenarios: { apiUser: api, bareKoa: baseline },
        ratio,
        target: { ...target, holds: holds.ratio && holds.p99 },
      },
      null,
      2,
    )}\n`,
  );
  print(`figures written to ${path.relative(process.cwd(), benchResultsFile)}`);
  if (failures(api) + failures(baseline) > 0) {
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

function figures(m: Measurement): string[] {
  return [m.requestsPerSecond, m.latencyMs.p50, m.latencyMs.p99, failures(m)].map(String);
}

function row(...cells: string[]): string {
  const [name = '', ...rest] = cells;
  return `${name.padEnd(34)}${rest.map((cell) => cell.padStart(10)).join('')}`;
}

function verdict(ok: boolean): string {
  return ok ? 'yes' : 'NO';
}
