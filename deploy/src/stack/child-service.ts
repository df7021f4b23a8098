import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '@rha/kit';
import type { Environment } from './env.js';
import { repoRoot } from './paths.js';

/** A service running as `node <entry>` in a process of its own, as one pod of the chart runs it. */
export interface ChildService {
  pid: number;
  port: number;
  /** SIGTERM, as Kubernetes stops a pod; SIGKILL when it has not exited after a grace period. */
  stop(): Promise<void>;
}

export interface ChildServiceOptions {
  name: string;
  /** The built main.js, relative to the repository root. */
  entry: string;
  env: Environment;
  port: number;
  /** Answers 200 once the service reaches its database and broker (the chart's readiness probe). */
  readyUrl: string;
  logger: Logger;
}

// Migrations run before a service listens, so the first start of a fresh database takes a while.
const readyTimeoutMs = 60_000;
const stopGraceMs = 10_000;
const pollMs = 100;

const running = new Set<ChildProcess>();
let killOnExit = false;

export async function startChildService(options: ChildServiceOptions): Promise<ChildService> {
  if (!killOnExit) {
    // A launcher that exits without stop() (the bench's deadline, a crash) must not leave services holding ports.
    process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
    killOnExit = true;
  }
  const child = spawn(process.execPath, [path.join(repoRoot, options.entry)], {
    env: options.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? `signal ${signal}` : `code ${code}`);
    });
  });

  const stop = async () => {
    if (!running.has(child)) return;
    child.kill('SIGTERM');
    const grace = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    const how = await exited;
    clearTimeout(grace);
    if (how !== 'code 0') throw new Error(`${options.name} (pid ${child.pid}) stopped with ${how}`);
  };

  try {
    await untilReady(options.readyUrl, exited, options.name);
  } catch (error) {
    await stop().catch((stopError: unknown) =>
      options.logger.error({ err: stopError, component: options.name }, 'failed to stop'),
    );
    throw error;
  }
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  return { pid: child.pid, port: options.port, stop };
}

async function untilReady(url: string, exited: Promise<string>, name: string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  let stopped: string | undefined;
  void exited.then((how) => (stopped = how));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`${name} exited (${stopped}) before ${url} answered`);
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s: ${url}`);
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
