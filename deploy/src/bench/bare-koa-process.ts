import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/** Forked by startBareKoa: listens on a free loopback port and sends its URL to the parent. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { status: 'ok' };
});
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.(`http://127.0.0.1:${port}/`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
// The bench's own end (or crash) ends the baseline too.
process.once('disconnect', () => process.exit(0));
