/**
 * The stack the browser benches measure: the launcher as `npm start` runs it (built web/dist behind the
 * bff, dev IdP with the demo accounts), on free ports and a fresh database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const launcherEntry = path.join(repoRoot, 'deploy', 'dist', 'start.js');
export const webDist = path.join(repoRoot, 'web', 'dist');
const servicesTable = path.join(repoRoot, 'deploy', 'dist', 'stack', 'services.js');
const databaseServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The launcher as `npm start` runs it, but on free ports (every service in its table, the IdP, the mail
 * sink) and a database of its own, so a running stack or another bench does not get in the way.
 */
export async function startStack({ databasePrefix, demoData = false }) {
  const { services } = await import(servicesTable);
  // A copy of the build: a rebuild of web/dist during the bench would otherwise change what it measures.
  const webSnapshot = await mkdtemp(path.join(os.tmpdir(), 'rha-bench-web-'));
  await cp(webDist, webSnapshot, { recursive: true });
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    WEB_DIST: webSnapshot,
    // `npm start`'s demo data only when the bench needs it: the benches wait for it to be seeded.
    DEMO_DATA: String(demoData),
  };
  for (const service of services) env[service.portVariable] = String(await freePort());
  for (const variable of ['IDP_PORT', 'MAIL_SINK_SMTP_PORT', 'MAIL_SINK_WEB_PORT']) {
    env[variable] = String(await freePort());
  }
  const webUrl = `http://localhost:${env.PORT}`;
  const idpUrl = `http://localhost:${env.IDP_PORT}`;
  env.IDP_PUBLIC_URL = idpUrl;
  env.IDP_EXTRA_REDIRECT_ORIGINS = webUrl;
  delete env.KEYCLOAK_URL;
  delete env.PUBLIC_KEYCLOAK_URL;
  delete env.SMTP_URL;
  const database = await createFreshDatabase(databasePrefix);
  env.DATABASE_URL = database.url;

  const output = [];
  const child = spawn(process.execPath, [launcherEntry], { cwd: repoRoot, env });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await database.drop();
    await rm(webSnapshot, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(`${webUrl}/readyz`, child);
    await waitUntilServing(`${idpUrl}/realms/remote-hands/.well-known/openid-configuration`, child);
    // The launcher prints its banner once everything, demo data included, is in place.
    if (demoData) await waitForOutput(output, 'Web app', child);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nlauncher output:\n${output.join('').slice(-4_000)}`, {
      cause: error,
    });
  }
  return { webUrl, idpUrl, stop };
}

async function waitForOutput(output, text, child) {
  const until = Date.now() + 180_000;
  while (!output.join('').includes(text)) {
    if (child.exitCode !== null) throw new Error(`the launcher exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`the launcher did not print '${text}' within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitUntilServing(url, child) {
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the launcher exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`${url} did not answer within 120 s`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function createFreshDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runSql(databaseServerUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runSql(databaseServerUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runSql(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
