// The mixed scenario (deploy/k6/mixed.js) at a couple of arrivals a second for a few seconds, against the
// stack in the shape bench:mixed measures (each service its own process over RabbitMQ when it answers): every
// action of the mix runs without an error, and each service's process CPU can be read for the replica figures.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTool, testDatabaseUrl } from '@rha/kit/testing';
import { benchShape } from '../src/bench/bench-shape.js';
import { cpuSecondsOf } from '../src/bench/k6-process-cpu.js';
import { k6Scenarios, runScenario } from '../src/bench/k6-scenarios.js';
import { startBenchStack, type BenchStack } from '../src/bench/k6-stack.js';

const k6 = requireTool('k6');
const mixed = k6Scenarios().find((scenario) => scenario.name === 'mixed');

describe.skipIf(!k6)('k6 mixed scenario, smoke profile', () => {
  let bench: BenchStack | undefined;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'rha-k6-mixed-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Remote Hands Alaska</title><div id="root"></div>\n',
    );
    const { shape, env } = await benchShape({
      DATABASE_URL: await testDatabaseUrl(),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...(process.env.AMQP_URL ? { AMQP_URL: process.env.AMQP_URL } : {}),
    });
    bench = await startBenchStack(env, { shape });
  }, 180_000);

  afterAll(async () => {
    await bench?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('runs every action of the mix with no error', async () => {
    expect(mixed, 'deploy/k6/mixed.js').toBeDefined();
    const pids = bench?.stack.pids ?? {};
    const before = cpuSecondsOf(pids);
    const result = await runScenario({
      k6: k6 ?? '',
      scenario: mixed ?? { name: 'mixed', file: '', waitsFor: [] },
      baseUrl: bench?.baseUrl ?? '',
      profile: 'smoke',
      // Every action comes up in a few seconds at this rate.
      variables: { RATE: '6' },
      output: 'capture',
      timeoutMs: 90_000,
    });
    const after = cpuSecondsOf(pids);

    expect(result.exitCode, result.output).toBe(0);
    expect(result.errorRate).toBe(0);
    expect(result.iterationsOnly?.errorRate).toBe(0);
    expect(result.checks.failed).toBe(0);
    expect(result.iterations).toBeGreaterThan(0);
    expect(Object.keys(result.byName)).toEqual(
      expect.arrayContaining([
        'web-app',
        '/config.json',
        '/api/user',
        '/api/technicians/jobs',
        '/api/admin/technicians',
        '/api/service-request/company',
      ]),
    );
    // The bff answered every request of the run, so its process spent CPU on them.
    const bff = 'bff';
    expect((after[bff] ?? 0) - (before[bff] ?? 0)).toBeGreaterThan(0);
  }, 120_000);
});
