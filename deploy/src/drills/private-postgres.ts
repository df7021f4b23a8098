import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../throwaway.js';

const run = promisify(execFile);
const systemUser = 'postgres';

/**
 * A Postgres cluster of the drill's own (initdb in a temporary folder, on a free port): a drill stops
 * and starts it while other test suites keep using the machine's server.
 */
export interface PrivatePostgres {
  /** The `postgres` database as superuser; the drill makes its own database on it. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(name: string): Promise<PrivatePostgres> {
  const bin = await postgresBinaries();
  const base = await mkdtemp(path.join(tmpdir(), `${name}-pg-`));
  // Postgres refuses to run as root: as root, the cluster belongs to the `postgres` system user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) await chown(base, ...(await systemIds()));
  const data = path.join(base, 'data');
  const port = await freePort();
  const postgres = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', systemUser, '--', path.join(bin, tool), ...args], { cwd: base })
      : run(path.join(bin, tool), args, { cwd: base });
  await postgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  let running = false;
  const start = async () => {
    await postgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(base, 'postgres.log'),
      '-w',
      '-o',
      `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    await postgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/** PG_BIN when set, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
async function postgresBinaries(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[])).sort(
    (a, b) => Number(b) - Number(a),
  );
  if (!versions[0]) throw new Error(`no Postgres under ${root}: install it, or set PG_BIN`);
  return path.join(root, versions[0], 'bin');
}

async function systemIds(): Promise<[number, number]> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', systemUser]),
    run('id', ['-g', systemUser]),
  ]);
  return [Number(uid.trim()), Number(gid.trim())];
}
