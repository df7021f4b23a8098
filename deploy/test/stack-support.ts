import { createServer, type AddressInfo } from 'node:net';
import { services } from '../src/stack/services.js';
import { createFreshDatabase, freePort } from '../src/throwaway.js';

export { createFreshDatabase, freePort };

/**
 * A free port for every listener the launcher opens (IdP, services, mail sink, embedded Postgres, coturn), so a
 * test's stack never collides with a running `npm start` or another test.
 */
export async function freeLauncherPorts(): Promise<Record<string, string>> {
  const variables = [
    'IDP_PORT',
    'MAIL_SINK_SMTP_PORT',
    'MAIL_SINK_WEB_PORT',
    'EMBEDDED_PG_PORT',
    'TURN_PORT',
    ...services.map((service) => service.portVariable),
  ];
  // Held open together until all are picked, so no two variables get the same port.
  const servers = variables.map(() => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, resolve))),
  );
  const ports = Object.fromEntries(
    variables.map((variable, index) => [
      variable,
      String((servers[index]?.address() as AddressInfo).port),
    ]),
  );
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

/** True when the port can be bound again, i.e. whoever held it has let go. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
