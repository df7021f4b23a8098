import { fork } from 'node:child_process';

/**
 * The baseline: the smallest Koa app answering JSON, on loopback, in a process of its own as every
 * service runs, so it neither shares an event loop with the stack nor with the load generator.
 */
export async function startBareKoa(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = fork(new URL('./bare-koa-process.js', import.meta.url), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    server.once('message', (message) => resolve(String(message)));
    server.once('error', reject);
    void exited.then(() => reject(new Error('the bare Koa process exited before listening')));
  });
  return {
    url,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
