import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startKeycloak } from '@rha/deploy/keycloak';
import { createFreshDatabase } from './database';
import { artifactsDir, launcherEntry, repoRoot } from './paths';
import { portsFromEnv } from './ports';
import type { IdentityProviderName } from './providers';

/**
 * Every port the stack opens, each a free one picked at run time unless its variable names one
 * (E2E_WEB_PORT, E2E_IDP_PORT, E2E_IDENTITY_PORT, E2E_COMPANY_PORT, E2E_SERVICE_REQUEST_PORT,
 * E2E_TECHNICIAN_PORT, E2E_NOTIFICATION_PORT, E2E_MAIL_SINK_SMTP_PORT, E2E_MAIL_SINK_WEB_PORT,
 * E2E_TURN_PORT for the coturn the launcher starts when it is installed).
 */
function pickPorts() {
  return portsFromEnv({
    web: 'E2E_WEB_PORT',
    idp: 'E2E_IDP_PORT',
    identity: 'E2E_IDENTITY_PORT',
    company: 'E2E_COMPANY_PORT',
    serviceRequest: 'E2E_SERVICE_REQUEST_PORT',
    technician: 'E2E_TECHNICIAN_PORT',
    notification: 'E2E_NOTIFICATION_PORT',
    billing: 'E2E_BILLING_PORT',
    mailSinkSmtp: 'E2E_MAIL_SINK_SMTP_PORT',
    mailSinkWeb: 'E2E_MAIL_SINK_WEB_PORT',
    turn: 'E2E_TURN_PORT',
  });
}

const readyTimeoutMs = 120_000;
const stopTimeoutMs = 20_000;

export interface RunningStack {
  webUrl: string;
  /** The identity provider's origin as the browser reaches it: the dev provider or a real Keycloak. */
  idpUrl: string;
  /** The local mail sink: the e-mails the stack sent, as JSON at `${mailSinkUrl}/api/messages`. */
  mailSinkUrl: string;
  /** The stack's own database, for a journey to check what was stored. */
  databaseUrl: string;
  /** SIGTERMs the launcher and resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Runs `node deploy/dist/start.js` as `npm start` would, on a fresh database, and waits until it serves.
 * With the 'keycloak' provider it first starts the installed Keycloak with the dev realm and points the
 * launcher at it (KEYCLOAK_URL), as a developer would with deploy/keycloak/run.sh.
 */
export async function startStackProcess(
  provider: IdentityProviderName = 'dev',
): Promise<RunningStack> {
  if (!existsSync(launcherEntry)) {
    throw new Error(`${launcherEntry} is missing: build first (npx turbo run build)`);
  }
  const ports = await pickPorts();
  const webUrl = `http://localhost:${ports.web}`;
  const mailSinkUrl = `http://localhost:${ports.mailSinkWeb}`;
  const keycloakOutput: string[] = [];
  const keycloak =
    provider === 'keycloak'
      ? await startKeycloak({
          webOrigin: webUrl,
          mailSinkSmtpPort: ports.mailSinkSmtp,
          onOutput: (line) => keycloakOutput.push(line),
        })
      : undefined;
  const idpUrl = keycloak?.url ?? `http://localhost:${ports.idp}`;
  const database = await createFreshDatabase('e2e');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(ports.web),
    IDENTITY_PORT: String(ports.identity),
    COMPANY_PORT: String(ports.company),
    SERVICE_REQUEST_PORT: String(ports.serviceRequest),
    TECHNICIAN_PORT: String(ports.technician),
    NOTIFICATION_PORT: String(ports.notification),
    BILLING_PORT: String(ports.billing),
    MAIL_SINK_SMTP_PORT: String(ports.mailSinkSmtp),
    MAIL_SINK_WEB_PORT: String(ports.mailSinkWeb),
    TURN_PORT: String(ports.turn),
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    // Journeys offer work by hand: a smart-dispatch wave arriving mid-step would make them flaky.
    DISPATCH_TICK_SECONDS: '0',
    // Each journey makes the people it needs; `npm start`'s demo data would be in their way.
    DEMO_DATA: 'false',
  };
  // The journeys read what was sent from the local mail sink.
  delete env.SMTP_URL;
  // Calls relay through the stack's own coturn, never a developer's TURN server.
  delete env.TURN_URLS;
  delete env.TURN_SECRET;
  delete env.KEYCLOAK_URL;
  delete env.PUBLIC_KEYCLOAK_URL;
  if (keycloak) {
    env.KEYCLOAK_URL = keycloak.url;
    env.PUBLIC_KEYCLOAK_URL = keycloak.url;
    env.IDENTITY_ADMIN_CLIENT_SECRET = keycloak.adminClientSecret;
  } else {
    env.IDP_PORT = String(ports.idp);
    env.IDP_PUBLIC_URL = idpUrl;
    env.IDP_EXTRA_REDIRECT_ORIGINS = webUrl;
  }

  const output: string[] = [];
  const child = spawn(process.execPath, [launcherEntry], { cwd: repoRoot, env });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    const code = await terminate(child, exited);
    await keycloak?.stop();
    await saveLog('stack.log', output);
    if (keycloak)
      await saveLog(
        'keycloak.log',
        keycloakOutput.map((line) => `${line}\n`),
      );
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
  return { webUrl, idpUrl, mailSinkUrl, databaseUrl: database.url, stop };
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

async function saveLog(name: string, output: string[]): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(path.join(artifactsDir, name), output.join(''));
}
