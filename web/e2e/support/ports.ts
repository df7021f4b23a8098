import { freePort } from '@rha/deploy/throwaway';

/**
 * Every port the e2e stack opens is a free one picked at run time (unless its E2E_*_PORT variable names one),
 * so a running `npm start` or a second run never collides with it.
 */
export async function portFromEnv(variable: string): Promise<number> {
  const value = process.env[variable];
  if (value === undefined || value === '') return freePort();
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}: not a port number: ${value}`);
  }
  return port;
}
