import { connect as netConnect } from 'node:net';
import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { createInProcessTransport } from '../src/bus/index.js';
import { createHttpApp } from '../src/http.js';
import { runService } from '../src/service.js';
import { createTestDb } from '../src/testing/index.js';
import { quietLogger } from './http-support.js';

/** A fresh TCP connection, so no pooled keep-alive socket hides whether the port still listens. */
function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = netConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

function slowApp() {
  const router = new Router();
  router.get('/slow', async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    ctx.body = { done: true };
  });
  router.get('/fast', (ctx) => {
    ctx.body = { done: true };
  });
  const app = createHttpApp({ logger: quietLogger });
  app.use(router.routes());
  return app;
}

describe('runService', () => {
  it('listens on the real port when asked for port 0', async () => {
    const running = await runService({ name: 'svc', port: 0, app: slowApp(), logger: quietLogger });
    try {
      expect(running.port).toBeGreaterThan(0);
      expect(running.url).toBe(`http://localhost:${running.port}`);
      expect((await fetch(`${running.url}/fast`)).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('lets in-flight requests finish, then refuses connections and closes everything in order', async () => {
    const testDb = await createTestDb('kit_service');
    const transport = createInProcessTransport({ logger: quietLogger });
    const order: string[] = [];
    const closeTransport = transport.close.bind(transport);
    transport.close = async () => {
      order.push('transport');
      await closeTransport();
    };
    const running = await runService({
      name: 'svc',
      port: 0,
      host: '127.0.0.1',
      app: slowApp(),
      logger: quietLogger,
      db: testDb.db,
      transport,
      ownsTransport: true,
      consumers: [{ stop: async () => void order.push('consumer') }],
      relay: { stop: async () => void order.push('relay') },
    });
    try {
      const inFlight = fetch(`${running.url}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stopped = running.stop().then(() => order.push('stopped'));
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await stopped;

      expect(order).toEqual(['consumer', 'relay', 'transport', 'stopped']);
      await expect(connect(running.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await expect(testDb.db.raw('select 1')).rejects.toThrow();
      expect(await transport.isReady()).toBe(false);
      await running.stop();
    } finally {
      await testDb.drop();
    }
  });

  it('leaves a shared transport open for the other services of the process', async () => {
    const transport = createInProcessTransport({ logger: quietLogger });
    const running = await runService({
      name: 'svc',
      port: 0,
      app: slowApp(),
      logger: quietLogger,
      transport,
    });
    await running.stop();
    expect(await transport.isReady()).toBe(true);
    await transport.close();
  });
});
