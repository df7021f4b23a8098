import type { Socket } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runService, type RunningService } from '../src/service.js';
import { serviceCalls, type Caller } from '../src/service-call.js';
import { quietLogger } from './http-support.js';

/** The sockets the called service was asked on: one per connection the caller opened. */
const sockets = new Set<Socket>();
let service: RunningService;

beforeAll(async () => {
  const app = new Koa();
  app.use((ctx) => {
    sockets.add(ctx.req.socket);
    ctx.body = { ok: true };
  });
  service = await runService({
    name: 'called',
    port: 0,
    host: '127.0.0.1',
    app,
    logger: quietLogger,
  });
});

afterAll(async () => {
  await service.stop();
});

const caller: Caller = { requestId: 'keep-alive', log: quietLogger, token: 'a-token' };
const calls = serviceCalls({ service: 'called', timeoutMs: 5_000, relay: [] });

function callOnce(): Promise<unknown> {
  return calls.call(caller, 'GET /thing', async (init) => {
    const response = await fetch(`${service.url}/thing`, init);
    return { data: await response.json(), response };
  });
}

describe('calls to another service', () => {
  // fetch's pool may open a second connection while the first is still finishing its response, so
  // reuse shows as a bound that does not grow with the number of calls.
  it('reuse their connections instead of opening one per call', async () => {
    sockets.clear();
    for (let call = 0; call < 100; call += 1) await callOnce();
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('keep a pool bounded by the calls in flight, however many rounds follow', async () => {
    sockets.clear();
    for (let round = 0; round < 30; round += 1) {
      await Promise.all(Array.from({ length: 10 }, callOnce));
    }
    expect(sockets.size).toBeLessThanOrEqual(20);
  });
});
