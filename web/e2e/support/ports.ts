import { freePort } from '@rha/deploy/throwaway';

/**
 * One port per variable: the one its E2E_*_PORT variable names, else a free one picked at run time, so a
 * running `npm start` or a second run never collides with the stack. Picked ports are all different: the
 * system may hand a port it just reported free out again on the next pick.
 */
export async function portsFromEnv<K extends string>(
  variables: Record<K, string>,
): Promise<Record<K, number>> {
  const taken = new Set(
    Object.values<string>(variables).flatMap((variable) => {
      const port = namedPort(variable);
      return port === undefined ? [] : [port];
    }),
  );
  const ports = {} as Record<K, number>;
  for (const key of Object.keys(variables) as K[]) {
    let port = namedPort(variables[key]);
    if (port === undefined) {
      do port = await freePort();
      while (taken.has(port));
      taken.add(port);
    }
    ports[key] = port;
  }
  return ports;
}

function namedPort(variable: string): number | undefined {
  const value = process.env[variable];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}: not a port number: ${value}`);
  }
  return port;
}
