import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFreshDatabase } from './database';
import { artifactsDir, launcherEntry, repoRoot } from './paths';

/** Ports away from the defaults, so a developer's running `npm start` does not get in the way. */
const ports = { web: 18080, idp: 18081, identity: 14001 };
const readyTimeoutMs = 120_000;
const stopTimeoutMs = 20_000;

export interface RunningStack {
  webUrl: string;
  idpUrl: string;
  /** SIGTERMs the launcher and resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** Runs `node deploy/dist/start.js` as `npm start` would, on a fresh database, and waits until it serves. */
export async function startStackProcess(): Promise<RunningStack> {
  if (!existsSync(launcherEntry)) {
    throw new Error(`${launcherEntry} is missing: build first (npx turbo run build)`);
  }
  const webUrl = `http://localhost:${ports.web}`;
  const idpUrl = `http://localhost:${ports.idp}`;
  const database = await createFreshDatabase('e2e');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(ports.web),
    IDP_PORT: String(ports.idp),
    IDP_PUBLIC_URL: idpUrl,
    IDENTITY_PORT: String(ports.identity),
    IDP_EXTRA_REDIRECT_ORIGINS: webUrl,
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
  };
  delete env.KEYCLOAK_URL;
  delete env.PUBLIC_KEYCLOAK_URL;

  const output: string[] = [];
  const child = spawn(process.execPath, [launcherEntry], { cwd: repoRoot, env });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    const code = await terminate(child, exited);
    await saveLog(output);
    await database.drop();
    return code;
  };
  try {
    await waitUntilReady(
      [`${webUrl}/readyz`, `${idpUrl}/realms/remote-hands/.well-known/openid-configuration`],
      child,
    );
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\nlauncher output:\n${output.join('').slice(-4_000)}`,
      {
        cause: error,
      },
    );
  }
  return { webUrl, idpUrl, stop };
}

async function waitUntilReady(urls: string[], child: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (child.exitCode !== null) throw new Error(`the launcher exited with ${child.exitCode}`);
    if (Date.now() > deadline)
      throw new Error(`not ready after ${readyTimeoutMs} ms: ${[...pending].join(', ')}`);
    for (const url of pending) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function terminate(
  child: ChildProcess,
  exited: Promise<number | null>,
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

async function saveLog(output: string[]): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(path.join(artifactsDir, 'stack.log'), output.join(''));
}
