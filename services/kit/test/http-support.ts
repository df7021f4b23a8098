import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { pino, type Logger } from 'pino';

export const quietLogger: Logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export interface CapturedLine {
  msg?: string;
  [field: string]: unknown;
}

/** A logger whose JSON lines are kept for assertions. */
export function recordingLogger(): { logger: Logger; lines: CapturedLine[] } {
  const lines: CapturedLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as CapturedLine) },
  );
  return { logger, lines };
}

/** Serves `app` on a random local port for the duration of a test file. */
export async function serve(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
