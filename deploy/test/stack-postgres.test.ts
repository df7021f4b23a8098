import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type Database } from '../src/stack/postgres.js';
import { freePort } from './stack-support.js';

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
