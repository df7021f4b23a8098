/**
 * The k6 scenarios of deploy/k6 and one `k6 run` of each: `npm run bench:k6` runs them at full load, the
 * smoke test in deploy/test at `PROFILE=smoke`. The figures come from k6's own end-of-test summary.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../stack/paths.js';

export const k6Folder = path.join(repoRoot, 'deploy', 'k6');

export interface K6Scenario {
  /** The script's name without `.js`, e.g. `sign-in-profile`. */
  name: string;
  file: string;
  /**
   * The endpoints its `// later: METHOD /path` lines name: the bff does not serve them yet (delivery.test.ts
   * holds the marks to bff.yaml), so the scenario waits instead of failing on 404s.
   */
  waitsFor: string[];
}

export function k6Scenarios(): K6Scenario[] {
  return readdirSync(k6Folder)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(k6Folder, file), 'utf8');
      return {
        name: file.replace(/\.js$/, ''),
        file: path.join(k6Folder, file),
        waitsFor: [...source.matchAll(/^\/\/ later: ([A-Z]+ \/\S+)/gm)].map(
          ([, call]) => call ?? '',
        ),
      };
    });
}

export interface RequestFigures {
  p95Ms: number;
  p99Ms: number;
}

export interface ScenarioResult {
  scenario: string;
  /** `pending` when the scenario waits for endpoints and was not run. */
  status: 'passed' | 'failed' | 'pending';
  waitsFor: string[];
  /** k6's exit code: 0, 99 when a threshold failed, anything else when the run itself failed. */
  exitCode?: number;
  requests: number;
  requestsPerSecond: number;
  /** Script iterations run, and those an arrival-rate scenario dropped for want of a free virtual user. */
  iterations: number;
  droppedIterations: number;
  /** Share of failed requests (http_req_failed). */
  errorRate: number;
  checks: { passed: number; failed: number };
  /** Over every request of the run, setup's included. */
  overall: RequestFigures;
  /** Per request name the scenario holds to a threshold, e.g. `/api/user`. */
  byName: Record<string, RequestFigures>;
  /**
   * The requests of the iterations alone, setup()'s sign-ins and seeding left out: for a scenario that
   * tags its iterations `phase: iterations` and holds them to thresholds (k6 exports only those).
   */
  iterationsOnly?: RequestFigures & { errorRate: number };
  failedThresholds: string[];
  /** What k6 printed, when asked to capture it. */
  output?: string;
}

export interface RunOptions {
  k6: string;
  scenario: K6Scenario;
  baseUrl: string;
  /** `smoke`: a few seconds at one or two virtual users (deploy/k6/lib/profile.js). */
  profile?: 'smoke';
  /** More `-e` variables for the script, e.g. VUS and DURATION. */
  variables?: Record<string, string>;
  /** `inherit` shows k6's progress and summary; `capture` keeps them in `output`. */
  output: 'inherit' | 'capture';
  timeoutMs?: number;
}

interface SummaryMetric {
  count?: number;
  rate?: number;
  value?: number;
  passes?: number;
  fails?: number;
  'p(95)'?: number;
  'p(99)'?: number;
  thresholds?: Record<string, boolean>;
}

const round = (value: number | undefined) => Math.round((value ?? 0) * 100) / 100;

function requestFigures(metric: SummaryMetric | undefined): RequestFigures {
  return { p95Ms: round(metric?.['p(95)']), p99Ms: round(metric?.['p(99)']) };
}

const emptyFigures = {
  requests: 0,
  requestsPerSecond: 0,
  iterations: 0,
  droppedIterations: 0,
  errorRate: 0,
  checks: { passed: 0, failed: 0 },
  overall: { p95Ms: 0, p99Ms: 0 },
  byName: {},
  failedThresholds: [],
};

export async function runScenario(options: RunOptions): Promise<ScenarioResult> {
  const { scenario } = options;
  if (scenario.waitsFor.length > 0) {
    return {
      scenario: scenario.name,
      status: 'pending',
      waitsFor: scenario.waitsFor,
      ...emptyFigures,
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), `rha-k6-${scenario.name}-`));
  const summaryFile = path.join(folder, 'summary.json');
  const variables = {
    BASE_URL: options.baseUrl,
    ...(options.profile ? { PROFILE: options.profile } : {}),
    ...options.variables,
  };
  const args = [
    'run',
    // Nothing from the caller's shell reaches the script but the variables named here.
    '--include-system-env-vars=false',
    '--no-usage-report',
    '--no-color',
    // No REST API: two k6 runs at once would both want its port 6565.
    '--address=',
    `--summary-export=${summaryFile}`,
    '--summary-trend-stats=avg,med,p(95),p(99),max',
    ...Object.entries(variables).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
    scenario.file,
  ];
  try {
    const { exitCode, output } = await runK6(options.k6, args, options);
    const metrics = await readSummary(summaryFile);
    const byName = Object.fromEntries(
      Object.entries(metrics)
        .map(
          ([key, metric]) => [/^http_req_duration\{name:(.+)\}$/.exec(key)?.[1], metric] as const,
        )
        .filter((entry): entry is [string, SummaryMetric] => entry[0] !== undefined)
        .map(([name, metric]) => [name, requestFigures(metric)]),
    );
    const failedThresholds = Object.entries(metrics).flatMap(([key, metric]) =>
      Object.entries(metric.thresholds ?? {})
        // In k6's summary export, true marks a threshold that was crossed.
        .filter(([, crossed]) => crossed)
        .map(([threshold]) => `${key} ${threshold}`),
    );
    return {
      scenario: scenario.name,
      status: exitCode === 0 ? 'passed' : 'failed',
      waitsFor: [],
      exitCode,
      requests: metrics.http_reqs?.count ?? 0,
      requestsPerSecond: round(metrics.http_reqs?.rate),
      iterations: metrics.iterations?.count ?? 0,
      droppedIterations: metrics.dropped_iterations?.count ?? 0,
      errorRate: Math.round((metrics.http_req_failed?.value ?? 0) * 10_000) / 10_000,
      checks: { passed: metrics.checks?.passes ?? 0, failed: metrics.checks?.fails ?? 0 },
      overall: requestFigures(metrics.http_req_duration),
      byName,
      ...iterationsOnly(metrics),
      failedThresholds,
      ...(output === undefined ? {} : { output }),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runK6(
  k6: string,
  args: string[],
  options: RunOptions,
): Promise<{ exitCode: number; output: string | undefined }> {
  return new Promise((resolve, reject) => {
    const child = spawn(k6, args, {
      stdio: options.output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      ...(options.timeoutMs ? { timeout: options.timeoutMs, killSignal: 'SIGKILL' as const } : {}),
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const output =
        options.output === 'capture' ? Buffer.concat(chunks).toString('utf8') : undefined;
      resolve({ exitCode: code ?? (signal ? 128 : 1), output });
    });
  });
}

const iterationsTag = '{phase:iterations}';

function iterationsOnly(
  metrics: Record<string, SummaryMetric>,
): Pick<ScenarioResult, 'iterationsOnly'> {
  const durations = metrics[`http_req_duration${iterationsTag}`];
  const failed = metrics[`http_req_failed${iterationsTag}`];
  if (!durations || !failed) return {};
  return {
    iterationsOnly: {
      ...requestFigures(durations),
      errorRate: Math.round((failed.value ?? 0) * 10_000) / 10_000,
    },
  };
}

/** k6 writes no summary when the script fails before the test starts (e.g. in setup). */
async function readSummary(file: string): Promise<Record<string, SummaryMetric>> {
  try {
    const summary = JSON.parse(await readFile(file, 'utf8')) as {
      metrics?: Record<string, SummaryMetric>;
    };
    return summary.metrics ?? {};
  } catch {
    return {};
  }
}
