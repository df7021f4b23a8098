import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request, type IncomingMessage } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from '../src/compress-json.js';

const rows = Array.from({ length: 200 }, (_, index) => ({ id: index, status: 'Submitted' }));
let server: ReturnType<Koa['listen']>;
let port: number;

beforeAll(async () => {
  const app = new Koa();
  app.use(compressJson());
  app.use((ctx) => {
    if (ctx.path === '/events') {
      ctx.type = 'text/event-stream';
      ctx.body = `data: ${JSON.stringify(rows)}\n\n`;
    } else if (ctx.path === '/problem') {
      ctx.type = 'application/problem+json';
      ctx.body = JSON.stringify({ detail: 'x'.repeat(2_000) });
    } else {
      ctx.body = { items: rows };
    }
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

/** The raw answer, as a client that accepts gzip and brotli receives it. */
async function get(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const req = request({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'gzip' } });
  req.end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) };
}

describe('compressJson', () => {
  it('sends a JSON answer gzip-compressed to a browser that accepts it', async () => {
    const answer = await get('/list');

    expect(answer.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual({ items: rows });
    expect(answer.body.length).toBeLessThan(JSON.stringify({ items: rows }).length / 4);
  });

  it('compresses problem details, a JSON kind of their own', async () => {
    expect((await get('/problem')).encoding).toBe('gzip');
  });

  it('leaves the live stream as it is, so each event goes out when written', async () => {
    const answer = await get('/events');

    expect(answer.encoding).toBeUndefined();
    expect(answer.body.toString()).toBe(`data: ${JSON.stringify(rows)}\n\n`);
  });
});
