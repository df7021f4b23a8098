import { connect as netConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../src/health.js';
import { createHttpApp } from '../src/http.js';
import { runService, type RunningService } from '../src/service.js';
import { createServiceApp } from '../src/service-app.js';
import { createTestDb, type TestDb } from '../src/testing/index.js';
import { quietLogger } from './http-support.js';

function healthApp() {
  const app = createHttpApp({ logger: quietLogger });
  app.use(healthRoutes({}).routes());
  return app;
}

function runWithMetrics(app = healthApp()): Promise<RunningService> {
  return runService({ name: 'svc', port: 0, metricsPort: 0, app, logger: quietLogger });
}

function metricsUrl(running: RunningService, path = '/metrics'): string {
  if (running.metricsPort === undefined) throw new Error('no metrics listener');
  return `http://localhost:${running.metricsPort}${path}`;
}

describe('the metrics listener', () => {
  let running: RunningService;

  beforeAll(async () => {
    running = await runWithMetrics();
  });

  afterAll(async () => {
    await running.stop();
  });

  it('serves Prometheus text with the public port’s request durations on its own port', async () => {
    expect(running.metricsPort).toBeGreaterThan(0);
    expect(running.metricsPort).not.toBe(running.port);
    await fetch(`${running.url}/healthz`);
    const response = await fetch(metricsUrl(running));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers 404 to any other path or method', async () => {
    expect((await fetch(metricsUrl(running, '/healthz'))).status).toBe(404);
    expect((await fetch(metricsUrl(running), { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the public port', async () => {
    const response = await fetch(`${running.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });

  it('keeps the metrics of two apps in one process apart', async () => {
    const second = await runWithMetrics();
    try {
      await fetch(`${running.url}/healthz`);
      const text = await (await fetch(metricsUrl(second))).text();
      expect(text).not.toMatch(/route="\/healthz"/);
    } finally {
      await second.stop();
    }
  });
});

describe('metrics and the service app', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('kit_metrics');
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('answers 404 problem+json on /metrics at the public port of a service app', async () => {
    const app = createServiceApp({ logger: quietLogger, db: testDb.db, routers: [] });
    const running = await runWithMetrics(app);
    try {
      const response = await fetch(`${running.url}/metrics`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect((await fetch(metricsUrl(running))).status).toBe(200);
    } finally {
      await running.stop();
    }
  });
});

describe('runService and the metrics port', () => {
  it('opens no metrics listener without one', async () => {
    const running = await runService({
      name: 'svc',
      port: 0,
      app: healthApp(),
      logger: quietLogger,
    });
    try {
      expect(running.metricsPort).toBeUndefined();
    } finally {
      await running.stop();
    }
  });

  it('closes the metrics port when the service stops', async () => {
    const running = await runWithMetrics();
    const port = running.metricsPort ?? 0;
    await running.stop();
    await expect(
      new Promise<void>((resolve, reject) => {
        const socket = netConnect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve();
        });
        socket.once('error', reject);
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
