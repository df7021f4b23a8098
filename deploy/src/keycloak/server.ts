/**
 * Runs the installed Keycloak (deploy/tools/install.sh keycloak) with the dev realm imported: what the
 * browser journeys run against besides the dev identity provider, and what deploy/keycloak/run.sh starts for
 * a developer. `start-dev` with an in-memory database: nothing survives a stop, every run imports afresh.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { freePort } from '../throwaway.js';
import { findTool, installScript, toolVersion } from '@rha/kit/testing';
import { createRunHome } from './home.js';
import { devUsersFile, readDevRealm } from './realm-files.js';
import { THEME_NAME, themeFolder } from './theme.js';

export interface KeycloakOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The web app's origin: the realm's `${WEB_ORIGIN}` redirect URIs and web origins. */
  webOrigin: string;
  /** The `identity-admin` client's secret; random by default. */
  adminClientSecret?: string;
  /** The Keycloak home with bin/kc.sh; by default the installed, pinned one. */
  home?: string;
  /**
   * The SMTP port on this machine the realm mails its verify-email links to: the stack's mail sink,
   * by default on its default port (MAIL_SINK_SMTP_PORT).
   */
  mailSinkSmtpPort?: number;
  /** More environment for Keycloak (KC_* options, KC_BOOTSTRAP_ADMIN_*...). */
  env?: Record<string, string>;
  /** Each line Keycloak prints; by default they are kept only for the error of a failed start. */
  onOutput?: (line: string) => void;
  readyTimeoutMs?: number;
}

export interface RunningKeycloak {
  /** KEYCLOAK_URL, e.g. http://localhost:8180. */
  url: string;
  /** `${url}/realms/remote-hands`. */
  issuer: string;
  /** IDENTITY_ADMIN_CLIENT_SECRET, the one the realm import resolved. */
  adminClientSecret: string;
  /** Stops Keycloak (SIGTERM, then SIGKILL) and removes its run folder; safe to call twice. */
  stop(): Promise<void>;
}

const REALM = 'remote-hands';
const STOP_TIMEOUT_MS = 20_000;
const KEPT_OUTPUT_LINES = 60;
const DEFAULT_MAIL_SINK_SMTP_PORT = 1025;

export async function startKeycloak(options: KeycloakOptions): Promise<RunningKeycloak> {
  const installed = options.home ?? findTool('keycloak');
  if (!installed) {
    throw new Error(
      `Keycloak ${toolVersion('keycloak')} is not installed: run ${installScript()} keycloak`,
    );
  }
  const port = options.port || (await freePort());
  const url = `http://localhost:${port}`;
  const issuer = `${url}/realms/${REALM}`;
  const adminClientSecret = options.adminClientSecret ?? randomBytes(24).toString('base64url');

  // Keycloak imports `<realm>-realm.json` first, then its `<realm>-users-<n>.json` files.
  const home = await createRunHome(
    installed,
    {
      [`${REALM}-realm.json`]: await readDevRealm(),
      [`${REALM}-users-0.json`]: JSON.parse(await readFile(devUsersFile, 'utf8')) as unknown,
    },
    { [THEME_NAME]: themeFolder },
  );

  const child = spawn(
    home.kcScript,
    ['start-dev', '--http-host=127.0.0.1', `--http-port=${port}`, '--import-realm'],
    {
      cwd: home.folder,
      // Its own process group: kc.sh starts java as a child, and the whole group is stopped together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        KC_DB: 'dev-mem',
        IDENTITY_ADMIN_CLIENT_SECRET: adminClientSecret,
        WEB_ORIGIN: options.webOrigin,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(options.mailSinkSmtpPort ?? DEFAULT_MAIL_SINK_SMTP_PORT),
        SMTP_FROM: 'no-reply@remote-hands.local',
        ...options.env,
      },
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      options.onOutput?.(line);
      output.push(line);
      if (output.length > KEPT_OUTPUT_LINES) output.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (running() && child.pid) {
        signalGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(
          () => child.pid && signalGroup(child.pid, 'SIGKILL'),
          STOP_TIMEOUT_MS,
        );
        await exited;
        clearTimeout(timer);
      }
      await home.remove();
    })();
    return stopping;
  };

  try {
    await waitForRealm(issuer, options.readyTimeoutMs ?? 180_000, running);
    await home.keepDevBuild();
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nKeycloak output:\n${output.join('\n')}`, {
      cause: error,
    });
  }
  return { url, issuer, adminClientSecret, stop };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** The realm answers its discovery document only once the import has finished. */
async function waitForRealm(
  issuer: string,
  timeoutMs: number,
  running: () => boolean,
): Promise<void> {
  const discovery = `${issuer}/.well-known/openid-configuration`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running()) throw new Error('Keycloak exited before it was ready');
    const ready = await fetch(discovery, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`Keycloak not ready after ${timeoutMs} ms: ${discovery}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
