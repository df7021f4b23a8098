// Every k6 scenario, as a load tester would run it against any deployment, for a few seconds at one or two
// virtual users (PROFILE=smoke) with its own thresholds: the scripts sign in, create what they need and pass.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { k6Scenarios, runScenario } from '../src/bench/k6-scenarios.js';
import { startBenchStack, type BenchStack } from '../src/bench/k6-stack.js';
import { requireTool, testDatabaseUrl } from '@rha/kit/testing';

const k6 = requireTool('k6');
const scenarios = k6Scenarios();

describe.skipIf(!k6)('k6 scenarios, smoke profile', () => {
  let bench: BenchStack | undefined;
  let webDist: string;

  beforeAll(async () => {
    // deploy's tests do not wait for the web build; the bff serves whatever WEB_DIST holds the same way.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'rha-k6-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Remote Hands Alaska</title><div id="root"></div>\n',
    );
    bench = await startBenchStack({
      DATABASE_URL: await testDatabaseUrl(),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    });
  }, 120_000);

  afterAll(async () => {
    await bench?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('finds the scenarios of deploy/k6', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining([
        'public-browse',
        'sign-in-profile',
        'service-request-submit',
        'admin-directory',
        'mixed',
      ]),
    );
  });

  // A scenario whose endpoint has not landed yet is listed by bench:k6 as waiting; delivery.test.ts makes sure
  // its mark goes once the endpoint exists, and from then on it runs here.
  for (const scenario of scenarios.filter((candidate) => candidate.waitsFor.length === 0)) {
    it(`${scenario.name} passes its thresholds`, async () => {
      const result = await runScenario({
        k6: k6 ?? '',
        scenario,
        baseUrl: bench?.baseUrl ?? '',
        profile: 'smoke',
        output: 'capture',
        timeoutMs: 90_000,
      });
      expect(result.exitCode, result.output).toBe(0);
      expect(result.requests).toBeGreaterThan(0);
      expect(result.checks.passed).toBeGreaterThan(0);
      expect(result.checks.failed).toBe(0);
      expect(result.errorRate).toBe(0);
      // Each request the thresholds name was made, so none of them passed for want of data.
      expect(Object.keys(result.byName).length).toBeGreaterThan(0);
      for (const [name, figures] of Object.entries(result.byName)) {
        expect(figures.p99Ms, name).toBeGreaterThan(0);
      }
    }, 120_000);
  }
});
