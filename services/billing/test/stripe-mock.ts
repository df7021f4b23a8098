import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { requireTool } from '@rha/kit/testing';

/**
 * The pinned stripe-mock (deploy/tools/install.sh): the one .ci/run started (STRIPE_MOCK_URL), or
 * one started here. Undefined after one line on a machine without it, so the tests that need it
 * skip there and fail under CI.
 */
const binary = process.env.STRIPE_MOCK_URL ? undefined : requireTool('stripe-mock');
export const stripeMockAvailable = Boolean(process.env.STRIPE_MOCK_URL || binary);

export interface StripeMock {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

export async function startStripeMock(): Promise<StripeMock> {
  const shared = process.env.STRIPE_MOCK_URL;
  if (shared) return { url: shared, stop: () => Promise.resolve() };
  if (!binary) throw new Error('stripe-mock is not installed');
  const [port, unusedTlsPort] = [await freePort(), await freePort()];
  // Without a port of its own, the HTTPS listener takes the fixed 12112 and clashes with any other.
  const child = spawn(
    binary,
    ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${unusedTlsPort}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stripe-mock did not start: ${stderr}`);
    try {
      await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_mock' } });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`stripe-mock did not start within 20 s: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
