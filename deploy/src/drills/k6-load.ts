import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { installedTool } from '@rha/kit/testing';
import { accountStore } from '../idp/accounts.js';
import { hashPassword } from '../idp/passwords.js';
import { repoRoot } from '../stack/paths.js';
import { freePort } from '../throwaway.js';
import type { DrillStack } from './drill-stack.js';
import type { Answer, Operation, Traffic, WriteOperation } from './traffic.js';

const script = path.join(repoRoot, 'deploy', 'k6', 'drills', 'load.js');
/** The dev IdP's schema in the stack's database. */
const idpSchema = 'dev_idp';
// k6's exit code for a run stopped through its REST API, which is how every drill load ends.
const stoppedExitCode = 103;
// A virtual user mid-write resends for up to 240 × (10 s timeout + 0.5 s): wait that out, no longer.
const settleWritesMs = 45 * 60_000;

export interface K6LoadOptions {
  /** k6 virtual users, each in a closed loop. */
  workers: number;
  /** Each virtual user's pause between operations. */
  pauseMs: number;
  /** New company users each virtual user registers (one Company Profile save each) before it runs out. */
  registrantsPerWorker: number;
}

/** A k6 run of the drill load, stopped once every virtual user has finished what it had started. */
export interface K6Load {
  /** Lets the virtual users start their operations. */
  go(): void;
  stop(): Promise<Traffic>;
}

/**
 * Starts k6 on the drill load against the drill's stack; resolves once setup() is done and the virtual
 * users wait for `go()`.
 */
export async function startK6Load(drill: DrillStack, options: K6LoadOptions): Promise<K6Load> {
  const k6 = installedTool('k6');
  const runId = randomUUID().slice(0, 8);
  const password = randomBytes(18).toString('base64url');
  await createDrillAccounts(drill, runId, options, password);

  const folder = await mkdtemp(path.join(os.tmpdir(), 'rha-drill-load-'));
  const output = path.join(folder, 'points.json');
  const control = await startControl(options.workers);
  const apiPort = await freePort();
  const stderr: Buffer[] = [];
  const child = spawn(
    k6,
    [
      'run',
      '--quiet',
      '--summary-mode=disabled',
      '--no-usage-report',
      '--include-system-env-vars=false',
      `--address=127.0.0.1:${apiPort}`,
      `--out=json=${output}`,
      ...Object.entries({
        BASE_URL: drill.stack.urls.web,
        CONTROL_URL: control.url,
        RUN_ID: runId,
        VUS: String(options.workers),
        PAUSE_MS: String(options.pauseMs),
        REGISTRANTS_PER_VU: String(options.registrantsPerWorker),
        DRILL_PASSWORD: password,
      }).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
      script,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  // A drill ended by Ctrl-C or a crash must not leave k6 loading a stack that is gone.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const failure = (code: number | null) =>
    new Error(`k6 drill load exited ${code}: ${Buffer.concat(stderr).toString().slice(-2000)}`);

  const cleanUp = async () => {
    process.off('exit', killChild);
    killChild();
    await control.close();
    await rm(folder, { recursive: true, force: true });
  };
  const started = await Promise.race([control.started.then(() => true), exited.then(() => false)]);
  if (!started) {
    await cleanUp();
    throw failure(child.exitCode);
  }

  return {
    go: control.go,
    async stop() {
      try {
        control.stopAll();
        const idle = await Promise.race([
          control.allIdle.then(() => true),
          new Promise<false>((resolve) => setTimeout(resolve, settleWritesMs, false).unref()),
        ]);
        if (!idle) throw new Error('the drill load still had writes in flight after 45 minutes');
        await stopRun(apiPort);
        const code = await exited;
        if (code !== stoppedExitCode && code !== 0) throw failure(code);
        return {
          ...parsePoints(await readFile(output, 'utf8')),
          scriptErrors: scriptErrors(Buffer.concat(stderr).toString()),
        };
      } finally {
        await cleanUp();
      }
    },
  };
}

/**
 * Each virtual user's accounts: number 0 to sign in with, then those it registers as companies; all
 * signed up, with the company role and no company yet.
 */
async function createDrillAccounts(
  drill: DrillStack,
  runId: string,
  options: K6LoadOptions,
  password: string,
): Promise<void> {
  const accounts = accountStore(drill.sql, idpSchema);
  const passwordHash = await hashPassword(password);
  for (let vu = 1; vu <= options.workers; vu++) {
    for (let n = 0; n <= options.registrantsPerWorker; n++) {
      await accounts.create({
        email: `drill-${runId}-${vu}-${n}@example.com`,
        firstName: 'Drill',
        lastName: `Account ${vu}-${n}`,
        emailVerified: true,
        passwordHash,
        realmRoles: ['company', 'default-roles-remote-hands'],
      });
    }
  }
}

interface Control {
  url: string;
  /** Resolves when the first virtual user asks. */
  started: Promise<void>;
  /** From now on virtual users are told to run, and after `stopAll()` to stop. */
  go(): void;
  stopAll(): void;
  /** Resolves once every virtual user has been told, that is, has nothing in flight. */
  allIdle: Promise<void>;
  close(): Promise<void>;
}

/** Answers each virtual user's question at the start of its iterations: `wait`, `run` or `stop`. */
async function startControl(workers: number): Promise<Control> {
  let running = false;
  let stopping = false;
  const idle = new Set<string>();
  let markStarted = () => {};
  let markIdle = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const allIdle = new Promise<void>((resolve) => (markIdle = resolve));
  const server: Server = createServer((request, response) => {
    const vu = new URL(request.url ?? '/', 'http://control').searchParams.get('vu') ?? '';
    markStarted();
    if (stopping) {
      idle.add(vu);
      if (idle.size >= workers) markIdle();
    }
    response.end(stopping ? 'stop' : running ? 'run' : 'wait');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    started,
    go: () => {
      running = true;
    },
    stopAll: () => {
      stopping = true;
    },
    allIdle,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function stopRun(apiPort: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/v1/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { type: 'status', id: 'default', attributes: { stopped: true } },
    }),
  });
  if (!response.ok) throw new Error(`k6 refused to stop: ${response.status}`);
}

interface Point {
  type: string;
  metric: string;
  data: { time: string; value: number; tags: Record<string, string> };
}

/** The error lines of k6's log, but for the one that says the drill stopped the run. */
function scriptErrors(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => line.includes('level=error') && !line.includes('stopped from REST API'));
}

/** The drill_* points of k6's JSON output. */
function parsePoints(text: string): Omit<Traffic, 'scriptErrors'> {
  const traffic: Omit<Traffic, 'scriptErrors'> = { answers: [], writes: [] };
  for (const line of text.split('\n')) {
    if (!line.includes('"drill_')) continue;
    const point = JSON.parse(line) as Point;
    if (point.type !== 'Point') continue;
    const { tags, time, value } = point.data;
    const at = Date.parse(time);
    if (point.metric === 'drill_answer_ms') {
      traffic.answers.push({
        operation: tags.operation as Operation,
        status: Number(tags.status),
        ms: value,
        problem: tags.problem === 'true',
        at,
      } satisfies Answer);
    } else if (point.metric === 'drill_write') {
      traffic.writes.push({
        operation: tags.operation as WriteOperation,
        ids: (tags.ids ?? '').split(' ').filter(Boolean),
        attempts: Number(tags.attempts),
        at,
      });
    }
  }
  return traffic;
}
