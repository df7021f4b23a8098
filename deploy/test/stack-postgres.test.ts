import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StartRefusedError } from '../src/stack/env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddedPostgres,
  untraversable,
  unreachableMessage,
  type Database,
} from '../src/stack/postgres.js';
import { freePort } from './stack-support.js';

const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
const isRoot = os.userInfo().uid === 0;

const quiet = { info: () => {}, error: () => {} };

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('embedded Postgres of the launcher', () => {
  let parent: string;
  let dataDir: string;
  let port: number;
  let running: Database | undefined;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'rha-embedded-pg-'));
    // As root Postgres runs as `postgres`, which must be able to reach the data folder.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'postgres');
    port = await freePort();
  });

  afterAll(async () => {
    await running?.stop();
    await rm(parent, { recursive: true, force: true });
  });

  it('initialises a cluster on first start and creates the database', async () => {
    running = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'remote_hands',
      logger: quiet,
    });
    expect(running.embedded).toBe(true);
    expect(running.url).toBe(`postgres://postgres:remote-hands-dev@127.0.0.1:${port}/remote_hands`);
    await query(running.url, 'CREATE TABLE kept (id int)');
    await query(running.url, 'INSERT INTO kept VALUES (42)');
  });

  it('listens on 127.0.0.1 only', async () => {
    const { rows } = await query(running!.url, 'SHOW listen_addresses');
    expect(rows).toEqual([{ listen_addresses: '127.0.0.1' }]);
    if (!externalAddress) {
      console.warn('no non-loopback IPv4 address on this machine: the network side is not checked');
      return;
    }
    await expect(
      query(`postgres://postgres:x@${externalAddress}:${port}/postgres`, 'SELECT 1'),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('keeps its Unix socket in its data folder, not in /tmp', async () => {
    const { rows } = await query(running!.url, 'SHOW unix_socket_directories');
    expect(rows).toEqual([{ unix_socket_directories: dataDir }]);
  });

  it('keeps its data across a stop and a restart', async () => {
    await running?.stop();
    running = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'remote_hands',
      logger: quiet,
    });
    const { rows } = await query(running.url, 'SELECT id FROM kept');
    expect(rows).toEqual([{ id: 42 }]);
  });

  it('frees its port when stopped', async () => {
    await running?.stop();
    running = undefined;
    await expect(
      query(`postgres://postgres:x@127.0.0.1:${port}/postgres`, 'SELECT 1'),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('running as root, where the postgres user cannot reach the data folder', () => {
  const postgres = { uid: 101, gids: [104] };
  const folder = (mode: number, uid = 0, gid = 0) => ({
    path: `/f${mode.toString(8)}`,
    mode,
    uid,
    gid,
  });

  it('names exactly the folders the user may not enter', () => {
    expect(
      untraversable(
        [folder(0o755), folder(0o700), folder(0o711), folder(0o750, 0, 104), folder(0o700, 101)],
        postgres,
      ),
    ).toEqual(['/f700']);
    expect(untraversable([folder(0o750, 0, 999), folder(0o754)], postgres)).toEqual([
      '/f750',
      '/f754',
    ]);
  });

  it('says why and what to do', () => {
    const message = unreachableMessage(['/root']);
    expect(message).toContain('cannot enter /root');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('chmod o+x /root');
  });

  it.runIf(isRoot)('stops before initdb with that message for a private folder', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'rha-private-'));
    try {
      await chmod(parent, 0o755);
      const privateDir = path.join(parent, 'home');
      await mkdir(privateDir, { mode: 0o700 });
      await chmod(privateDir, 0o700);
      const failure = await startEmbeddedPostgres({
        dataDir: path.join(privateDir, '.data', 'postgres'),
        port: await freePort(),
        database: 'remote_hands',
        logger: quiet,
      }).catch((error: unknown) => error);
      // Shown to the user as it is, without a stack trace (src/start.ts).
      expect(failure).toBeInstanceOf(StartRefusedError);
      expect((failure as Error).message).toContain(`cannot enter ${privateDir} to reach`);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
