/**
 * Throwaway resources for tests and benches that start servers next to a developer's running `npm start`:
 * a port nobody listens on, and a fresh database that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/*
 * A port nobody listens on now. Picked below the range Linux takes for outgoing connections (32768 and up): a port from there can
 * be taken by a connection to Postgres or RabbitMQ between the pick and the listen, which is what a
 * stack starting beside another one in a parallel test hit. A port is never handed out twice.
 */
const PICK_FROM = 10_000;
const PICK_BELOW = 32_768;
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PICK_FROM + Math.floor(Math.random() * (PICK_BELOW - PICK_FROM));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${PICK_FROM} and ${PICK_BELOW}`);
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface FreshDatabase {
  url: string;
  /** Drops it, even with sessions still open. */
  drop(): Promise<void>;
}

/** A new, empty database named `<prefix>_<random>` on the server of `serverUrl`. */
export async function createFreshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
