import { createServer } from 'node:net';

/**
 * A port the OS says is free now. Every port the e2e stack opens is picked this way (unless its E2E_*_PORT
 * variable names one), so a running `npm start` or a second run never collides with it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the OS gave no port')),
      );
    });
  });
}

/** The port in `variable`, or a free one. */
export async function portFromEnv(variable: string): Promise<number> {
  const value = process.env[variable];
  if (value === undefined || value === '') return freePort();
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}: not a port number: ${value}`);
  }
  return port;
}
