import { createServer, type Server } from 'node:net';
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
  const servers: Server[] = [];
  const ports: Record<string, string> = {};
  for (const variable of variables) {
    const { server, port } = await holdUnassignablePort();
    servers.push(server);
    ports[variable] = String(port);
  }
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

/**
 * Below Linux's ephemeral range (32768 and up), from which the system hands out ports to every
 * `listen(0)` and outgoing connection of the tests running beside this one: a port picked there and
 * let go could be taken again before the stack binds it.
 */
const PICKED_PORTS = { from: 10_000, count: 22_000 };

async function holdUnassignablePort(): Promise<{ server: Server; port: number }> {
  for (;;) {
    const port = PICKED_PORTS.from + Math.floor(Math.random() * PICKED_PORTS.count);
    const server = createServer();
    const held = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, () => resolve(true));
    });
    if (held) return { server, port };
  }
}

/** True when the port can be bound again, i.e. whoever held it has let go. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
