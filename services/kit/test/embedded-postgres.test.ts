import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { compiled } from './compiled.js';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** A test process of one workspace: it asks for the embedded cluster, uses it once and ends. */
function suiteProcess(cluster: { port: number; databaseDir: string }) {
  const script = `
    import pg from 'pg';
    import { embeddedTestDatabaseUrl } from ${JSON.stringify(compiled('testing/postgres.js'))};
    const url = await embeddedTestDatabaseUrl(${JSON.stringify(cluster)});
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select pg_postmaster_start_time() as started');
    await client.end();
    console.log(JSON.stringify({ url, started: rows[0].started }));
  `;
  return run(process.execPath, ['--input-type=module', '-e', script], { timeout: 120_000 });
}

describe('the embedded test Postgres', () => {
  let databaseDir = '';

  afterAll(async () => {
    if (!databaseDir) return;
    const pid = Number(
      readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(pid, 0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } catch {
        break;
      }
    }
    await rm(path.dirname(path.dirname(databaseDir)), { recursive: true, force: true });
  });

  it('is started once for suites that ask at the same time, and outlives the processes that started it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rha-embedded-'));
    databaseDir = path.join(root, 'cluster', 'pgdata');
    const cluster = { port: await freePort(), databaseDir };

    const [first, second] = await Promise.all([suiteProcess(cluster), suiteProcess(cluster)]);
    const [a, b] = [first, second].map(
      (outcome) => JSON.parse(outcome.stdout) as { url: string; started: string },
    );
    expect(a?.started).toBe(b?.started);

    // Both suites have ended; a third still finds the same server running.
    const client = new pg.Client({ connectionString: a?.url });
    await client.connect();
    const { rows } = await client.query<{ started: Date }>(
      'select pg_postmaster_start_time() as started',
    );
    await client.end();
    expect(rows[0]?.started.toISOString()).toBe(new Date(a?.started ?? '').toISOString());

    // Its socket sits in its own folder, so another checkout's cluster on the same port never meets it.
    expect(existsSync(path.join(databaseDir, `.s.PGSQL.${cluster.port}`))).toBe(true);
    expect(existsSync(`/tmp/.s.PGSQL.${cluster.port}`)).toBe(false);
  }, 180_000);
});
