import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/** The baseline: the smallest Koa app answering JSON, on loopback, in the same process as the stack. */
export async function startBareKoa(): Promise<{ url: string; stop(): Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { status: 'ok' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
