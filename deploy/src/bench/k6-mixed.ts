/**
 * `npm run bench:mixed`: the highest arrival rate of deploy/k6/mixed.js the stack holds cleanly (no failed
 * request or check, no dropped arrival, p99 under 300 ms), found by short runs at rising rates that stop at
 * the first failing one, against the deployed shape (each service its own process over RabbitMQ) when
 * RabbitMQ answers. Prints the machine, each step's figures, the CPU each process spent per 1,000 requests
 * at the highest clean rate and the replicas of each service 1,000 active users need; writes .bench/mixed.json.
 * START_RATE, RATE_FACTOR, MAX_RATE (arrivals a second) and STEP_SECONDS change the steps.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installedTool, toolVersion } from '@rha/kit/testing';
import { repoRoot } from '../stack/paths.js';
import { benchShape } from './bench-shape.js';
import { cpuSecondsOf } from './k6-process-cpu.js';
import {
  actionsPerActiveUserPerMinute,
  headroom,
  replicasFor,
  type ServiceReplicas,
} from './k6-replicas.js';
import { k6Scenarios, runScenario, type K6Scenario, type ScenarioResult } from './k6-scenarios.js';
import { startBenchStack, type BenchStack } from './k6-stack.js';

const p99LimitMs = 300;
// A few arrivals k6 could not start at the very beginning are its own warm-up, not the stack's limit.
const droppedShareAllowed = 0.01;
const activeUsers = 1000;
const warmUpSeconds = 10;
const resultsFile = path.join(repoRoot, '.bench', 'mixed.json');
const print = (line = '') => process.stdout.write(`${line}\n`);

const settings = {
  startRate: Number(process.env.START_RATE ?? 3),
  rateFactor: Number(process.env.RATE_FACTOR ?? 1.5),
  maxRate: Number(process.env.MAX_RATE ?? 400),
  stepSeconds: Number(process.env.STEP_SECONDS ?? 20),
};

interface Step {
  rate: number;
  clean: boolean;
  /** Why the step is not clean. */
  failures: string[];
  result: ScenarioResult;
  /** CPU seconds each process spent during the step. */
  cpuSeconds: Record<string, number>;
}

const k6 = installedTool('k6');
const mixed = k6Scenarios().find((scenario) => scenario.name === 'mixed');
if (!mixed) throw new Error('deploy/k6/mixed.js is missing');

const machine = {
  cpus: os.availableParallelism(),
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  // Above zero before the bench starts: other work shares the cores and the figures are lower for it.
  loadAverageAtStart: os.loadavg()[0] ?? 0,
  node: process.version,
};

let bench: BenchStack | undefined;
try {
  const { shape, env, reason } = await benchShape(process.env);
  // The demo technician is Approved with an offer and a job: their Jobs tab reads real rows.
  bench = await startBenchStack(env, { shape, demo: true });
  const processes = processNames(bench);
  print(
    `bench:mixed: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, load average ${round(machine.loadAverageAtStart)} at start`,
  );
  print(`bench:mixed: ${shape} shape (${reason}), stack at ${bench.baseUrl}`);
  print();
  // Freshly started processes compile their hot paths and fill their pools during the first seconds.
  const target = { k6, scenario: mixed, bench, processes };
  const warmUp = await runStep(target, settings.startRate, warmUpSeconds);
  print(
    `warm-up: ${warmUpSeconds} s at ${settings.startRate}/s, p99 ${measured(warmUp.result).p99Ms} ms`,
  );
  print();
  print(row('rate/s', 'req/s', 'p95 ms', 'p99 ms', 'errors', 'dropped', 'result'));

  const steps: Step[] = [];
  for (let rate = settings.startRate; rate <= settings.maxRate; rate = nextRate(rate)) {
    const step = await runStep(target, rate, settings.stepSeconds);
    steps.push(step);
    print(
      row(
        String(rate),
        String(step.result.requestsPerSecond),
        String(measured(step.result).p95Ms),
        String(measured(step.result).p99Ms),
        `${round(measured(step.result).errorRate * 100)}%`,
        String(step.result.droppedIterations),
        step.clean ? 'clean' : step.failures.join('; '),
      ),
    );
    if (!step.clean) break;
  }

  const best = steps.filter((step) => step.clean).at(-1);
  if (!best) {
    console.error(`bench:mixed: not even ${settings.startRate} arrivals a second ran cleanly`);
    process.exitCode = 1;
  }
  const perProcess = best ? cpuFigures(best) : [];
  const replicas =
    best && shape === 'processes'
      ? replicasFor(
          activeUsers,
          Object.fromEntries(perProcess.map((figure) => [figure.process, figure.perAction])),
        )
      : [];
  if (best) printBest(best, perProcess, replicas, shape);

  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine,
        k6: toolVersion('k6'),
        shape,
        shapeReason: reason,
        database: bench.database,
        limits: { p99Ms: p99LimitMs, errors: 0, droppedShare: droppedShareAllowed },
        settings,
        highestCleanRate: best?.rate ?? null,
        steps: steps.map(({ result, ...step }) => ({
          ...step,
          requests: result.requests,
          requestsPerSecond: result.requestsPerSecond,
          iterations: result.iterations,
          droppedIterations: result.droppedIterations,
          errorRate: result.errorRate,
          checks: result.checks,
          overall: result.overall,
          iterationsOnly: measured(result),
          byName: result.byName,
        })),
        cpuPerProcess: perProcess,
        replicasModel: {
          activeUsers,
          actionsPerActiveUserPerMinute,
          headroom,
          formula: 'ceil(cpuSecondsPerAction × actionsPerSecond × headroom / cpuRequest)',
        },
        replicas,
      },
      null,
      2,
    )}\n`,
  );
  print(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
} catch (error) {
  console.error('bench:mixed failed:', error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}

/** Each service's process by name, and the launcher's own (dev IdP and mail sink; every service in the single shape). */
function processNames(running: BenchStack): Record<string, number> {
  const services = Object.entries(running.stack.pids).filter(([, pid]) => pid !== process.pid);
  return { ...Object.fromEntries(services), launcher: process.pid };
}

interface StepTarget {
  k6: string;
  scenario: K6Scenario;
  bench: BenchStack;
  /** The processes whose CPU is read around the run. */
  processes: Record<string, number>;
}

async function runStep(
  { k6, scenario, bench, processes }: StepTarget,
  rate: number,
  seconds: number,
): Promise<Step> {
  const before = cpuSecondsOf(processes);
  const result = await runScenario({
    k6,
    scenario,
    baseUrl: bench.baseUrl,
    variables: { RATE: String(rate), DURATION: `${seconds}s` },
    output: 'capture',
    timeoutMs: (seconds + 120) * 1000,
  });
  const after = cpuSecondsOf(processes);
  const failures: string[] = [];
  // 0 is a clean run, 99 a threshold of the script crossed (judged below by the same limits); else k6 failed.
  if (result.exitCode !== 0 && result.exitCode !== 99) {
    failures.push(`k6 exited ${result.exitCode}: ${result.output?.slice(-500) ?? ''}`);
  }
  const { errorRate, p99Ms } = measured(result);
  if (errorRate > 0) failures.push(`${round(errorRate * 100)}% errors`);
  if (result.checks.failed > 0) failures.push(`${result.checks.failed} checks failed`);
  if (p99Ms >= p99LimitMs) failures.push(`p99 ≥ ${p99LimitMs} ms`);
  if (result.droppedIterations > droppedShareAllowed * rate * seconds) {
    failures.push(`${result.droppedIterations} arrivals dropped`);
  }
  if (result.requests === 0) failures.push('no requests');
  return {
    rate,
    clean: failures.length === 0,
    failures,
    result,
    cpuSeconds: Object.fromEntries(
      Object.entries(after).map(([name, seconds]) => [name, round(seconds - (before[name] ?? 0))]),
    ),
  };
}

/** The iterations' own requests when the script sets them apart, else every request of the run. */
function measured(result: ScenarioResult): { p95Ms: number; p99Ms: number; errorRate: number } {
  return result.iterationsOnly ?? { ...result.overall, errorRate: result.errorRate };
}

function nextRate(rate: number): number {
  return Math.max(rate + 1, Math.round(rate * settings.rateFactor));
}

interface CpuFigure {
  process: string;
  /** CPU seconds per 1,000 HTTP requests of the mix. */
  per1000Requests: number;
  /** CPU seconds per user action (one iteration of the mix). */
  perAction: number;
}

function cpuFigures(step: Step): CpuFigure[] {
  const { requests, iterations } = step.result;
  return Object.entries(step.cpuSeconds).map(([name, seconds]) => ({
    process: name,
    per1000Requests: round((seconds / requests) * 1000, 3),
    perAction: seconds / iterations,
  }));
}

function printBest(
  best: Step,
  perProcess: CpuFigure[],
  replicas: ServiceReplicas[],
  shape: string,
): void {
  const { result } = best;
  print();
  print(
    `highest clean rate: ${best.rate} actions/s (${result.requestsPerSecond} req/s), p95 ${measured(result).p95Ms} ms, p99 ${measured(result).p99Ms} ms, errors ${round(measured(result).errorRate * 100)}%`,
  );
  print();
  print(row('process', 'CPU s/1k req', 'CPU ms/act'));
  for (const figure of perProcess) {
    print(
      row(
        figure.process,
        String(figure.per1000Requests),
        String(round(figure.perAction * 1000, 3)),
      ),
    );
  }
  if (shape !== 'processes') {
    print(
      'replicas per service need the processes shape (RabbitMQ): every service ran in one process',
    );
    return;
  }
  print();
  print(
    `replicas for ${activeUsers} active users (${actionsPerActiveUserPerMinute} actions a minute each, ${(activeUsers * actionsPerActiveUserPerMinute) / 60} actions/s), ×${headroom} headroom:`,
  );
  print(row('service', 'cores', 'request', 'replicas', 'chart'));
  for (const service of replicas) {
    print(
      row(
        service.service,
        String(round(service.coresNeeded, 3)),
        String(service.cpuRequest),
        String(service.replicas),
        String(service.chartReplicas),
      ),
    );
  }
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function row(...cells: string[]): string {
  const [name = '', ...rest] = cells;
  // A space before each cell keeps a long one (a step's result) apart from the one before it.
  return `${name.padEnd(18)}${rest.map((cell) => ` ${cell.padStart(13)}`).join('')}`;
}
