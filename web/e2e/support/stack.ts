import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFreshDatabase } from './database';
import { artifactsDir, launcherEntry, repoRoot } from './paths';

/**
 * Ports away from the defaults, so a developer's running `npm start` does not get in the way; each can be
 * moved (E2E_WEB_PORT, E2E_IDP_PORT, E2E_IDENTITY_PORT, E2E_COMPANY_PORT, E2E_SERVICE_REQUEST_PORT,
 * E2E_NOTIFICATION_PORT, E2E_MAIL_SINK_SMTP_PORT, E2E_MAIL_SINK_WEB_PORT) so two suites can run side by side.
 */
const ports = {
  web: portFromEnv('E2E_WEB_PORT', 18080),
  idp: portFromEnv('E2E_IDP_PORT', 18081),
  identity: portFromEnv('E2E_IDENTITY_PORT', 14001),
  company: portFromEnv('E2E_COMPANY_PORT', 14002),
  serviceRequest: portFromEnv('E2E_SERVICE_REQUEST_PORT', 14003),
  notification: portFromEnv('E2E_NOTIFICATION_PORT', 14005),
  mailSinkSmtp: portFromEnv('E2E_MAIL_SINK_SMTP_PORT', 11025),
  mailSinkWeb: portFromEnv('E2E_MAIL_SINK_WEB_PORT', 18025),
};

function portFromEnv(variable: string, fallback: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable}: not a port number: ${value}`);
  }
  return port;
}

const readyTimeoutMs = 120_000;
const stopTimeoutMs = 20_000;

export interface RunningStack {
  webUrl: string;
  idpUrl: string;
  /** The local mail sink: the e-mails the stack sent, as JSON at `${mailSinkUrl}/api/messages`. */
  mailSinkUrl: string;
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
  const mailSinkUrl = `http://localhost:${ports.mailSinkWeb}`;
  const database = await createFreshDatabase('e2e');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(ports.web),
    IDP_PORT: String(ports.idp),
    IDP_PUBLIC_URL: idpUrl,
    IDENTITY_PORT: String(ports.identity),
    COMPANY_PORT: String(ports.company),
    SERVICE_REQUEST_PORT: String(ports.serviceRequest),
    NOTIFICATION_PORT: String(ports.notification),
    MAIL_SINK_SMTP_PORT: String(ports.mailSinkSmtp),
    MAIL_SINK_WEB_PORT: String(ports.mailSinkWeb),
    IDP_EXTRA_REDIRECT_ORIGINS: webUrl,
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
  };
  delete env.KEYCLOAK_URL;
  delete env.PUBLIC_KEYCLOAK_URL;
  // The journeys read what was sent from the local mail sink.
  delete env.SMTP_URL;

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
  return { webUrl, idpUrl, mailSinkUrl, stop };
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
