/**
 * `npm run bench:k6`: every scenario of deploy/k6 at its full load against a stack started here, each with
 * its thresholds. Prints req/s, p95, p99 and the error rate per scenario, writes them to .bench/k6.json and
 * exits non-zero when a threshold fails. VUS and DURATION, when set, replace every scenario's own.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installedTool, toolVersion } from '@rha/kit/testing';
import { repoRoot } from '../stack/paths.js';
import { startBenchStack, type BenchStack } from './k6-stack.js';
import { k6Scenarios, runScenario, type ScenarioResult } from './k6-scenarios.js';

const resultsFile = path.join(repoRoot, '.bench', 'k6.json');
const print = (line = '') => process.stdout.write(`${line}\n`);

const k6 = installedTool('k6');

const variables = Object.fromEntries(
  ['VUS', 'DURATION']
    .map((name) => [name, process.env[name]] as const)
    .filter((entry): entry is [string, string] => Boolean(entry[1])),
);

let bench: BenchStack | undefined;
const results: ScenarioResult[] = [];
try {
  bench = await startBenchStack(process.env);
  print(`bench:k6: stack at ${bench.baseUrl} (${bench.database} database), ${k6Version(k6)}`);
  for (const scenario of k6Scenarios()) {
    print();
    if (scenario.waitsFor.length > 0) {
      print(`── ${scenario.name}: pending, waits for ${scenario.waitsFor.join(', ')}`);
    } else {
      print(`── ${scenario.name}`);
    }
    results.push(
      await runScenario({ k6, scenario, baseUrl: bench.baseUrl, variables, output: 'inherit' }),
    );
  }

  print();
  print(row('scenario', 'req/s', 'p95 ms', 'p99 ms', 'errors', 'result'));
  for (const result of results) {
    if (result.status === 'pending') {
      print(row(result.scenario, '-', '-', '-', '-', 'pending'));
      continue;
    }
    print(
      row(
        result.scenario,
        String(result.requestsPerSecond),
        String(result.overall.p95Ms),
        String(result.overall.p99Ms),
        `${round(result.errorRate * 100)}%`,
        result.status,
      ),
    );
    for (const [name, figures] of Object.entries(result.byName)) {
      print(row(`  ${name}`, '', String(figures.p95Ms), String(figures.p99Ms), '', ''));
    }
  }
  for (const result of results.filter((r) => r.failedThresholds.length > 0)) {
    print(`${result.scenario}: thresholds crossed: ${result.failedThresholds.join('; ')}`);
  }

  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
        k6: toolVersion('k6'),
        database: bench.database,
        variables,
        scenarios: results,
      },
      null,
      2,
    )}\n`,
  );
  print(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
  if (results.some((result) => result.status === 'failed')) {
    console.error('bench:k6: a scenario failed its thresholds or did not run');
    process.exitCode = 1;
  }
} catch (error) {
  console.error('bench:k6 failed:', error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}

function k6Version(binary: string): string {
  return execFileSync(binary, ['version'], { encoding: 'utf8' }).split('\n')[0] ?? 'k6';
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function row(...cells: string[]): string {
  const [name = '', ...rest] = cells;
  return `${name.padEnd(34)}${rest.map((cell) => cell.padStart(10)).join('')}`;
}
