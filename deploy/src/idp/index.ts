import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { accountStore, type AccountStore } from './accounts.js';
import { postgresAdapter } from './adapter.js';
import { createIdpApp } from './app.js';
import { loadKeys } from './keys.js';
import { hashPassword } from './passwords.js';
import { createProvider } from './provider.js';
import {
  effectiveRealmRoles,
  loadRealm,
  loadSeedUsers,
  withExtraOrigins,
  type Realm,
} from './realm.js';
import { devUsersFile, readDevRealm } from '../keycloak/realm-files.js';
import { parseOrigins } from './redirect-uris.js';
import { createTables, deleteExpiredModels, schemaName } from './schema.js';
import { accessTokenSigner, accessTokenVerifier, keycloakScope } from './tokens.js';

export interface IdpOptions {
  /** 0 picks a free port. */
  port: number;
  /** The URL browsers use; defaults to http://localhost:<port>. */
  publicUrl?: string;
  databaseUrl: string;
  /** Postgres schema for accounts, sessions and keys; defaults to dev_idp. */
  schema?: string;
  /** Keycloak realm export; defaults to deploy/keycloak/realm.json with realm-dev.json laid over it. */
  realmFile?: string;
  /** Keycloak users file seeded on start; defaults to deploy/keycloak/remote-hands-users-0.json. */
  usersFile?: string;
  /** Origins whose paths are all valid redirect URIs; defaults to IDP_EXTRA_REDIRECT_ORIGINS. */
  extraRedirectOrigins?: string[];
  logger?: Logger;
}

export interface RunningIdp {
  /** Where it listens, e.g. http://localhost:8081 (KEYCLOAK_URL). */
  url: string;
  /** `${url}/realms/remote-hands`. */
  issuer: string;
  stop(): Promise<void>;
  /** An access token for the account, as the token endpoint would issue to client `web`. */
  issueAccessToken(email: string): Promise<string>;
}

/** Keycloak would refuse to import a realm whose secret placeholder is unset; dev has a default. */
const DEV_DEFAULTS = { IDENTITY_ADMIN_CLIENT_SECRET: 'dev-identity-admin-secret' };
const BROWSER_CLIENT_ID = 'web';
const EXPIRED_CLEANUP_MS = 10 * 60_000;


function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Loads the users file once per account, as Keycloak imports it once: later changes stay. */
async function seedUsers(
  accounts: AccountStore,
  realm: Realm,
  file: string,
  env: Record<string, string | undefined>,
) {
  for (const user of await loadSeedUsers(file, realm, env)) {
    if (await accounts.findById(user.id)) continue;
    await accounts.create({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      passwordHash: await hashPassword(user.password),
      realmRoles: user.realmRoles,
    });
  }
}

/** The embedded Keycloak-compatible OpenID provider for local development and CI. */
export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const env: Record<string, string | undefined> = { ...DEV_DEFAULTS, ...process.env };
  const logger = options.logger ?? pino({ name: 'idp', level: env.LOG_LEVEL ?? 'info' });
  const schema = schemaName(options.schema ?? 'dev_idp');
  const realm = withExtraOrigins(
    loadRealm(
      options.realmFile ?? 'deploy/keycloak/realm.json + realm-dev.json',
      await readDevRealm(options.realmFile ? { realm: options.realmFile } : {}),
      env,
    ),
    options.extraRedirectOrigins ?? parseOrigins(env.IDP_EXTRA_REDIRECT_ORIGINS),
  );
  const browserClient = realm.clients.find((client) => client.clientId === BROWSER_CLIENT_ID);
  if (!browserClient) throw new Error(`The realm has no client ${BROWSER_CLIENT_ID}`);

  const server = createServer();
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 });
  pool.on('error', (error) =>
    logger.warn({ error: error.message }, 'idle database connection failed'),
  );
  try {
    const port = await listen(server, options.port);
    const url = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
    const issuer = `${url}/realms/${realm.name}`;

    await createTables(pool, schema);
    await deleteExpiredModels(pool, schema);
    const keys = await loadKeys(pool, schema);
    const accounts = accountStore(pool, schema);
    await seedUsers(
      accounts,
      realm,
      options.usersFile ?? devUsersFile,
      env,
    );

    const verifyAccessToken = accessTokenVerifier(issuer, keys);
    const provider = createProvider({
      issuer,
      realm,
      keys,
      accounts,
      adapter: postgresAdapter(pool, schema),
      logger,
    });
    const app = createIdpApp({
      provider,
      realm,
      keys,
      accounts,
      verifyAccessToken,
      logger,
    });
    server.on('request', app.callback());

    const cleanup = setInterval(() => {
      deleteExpiredModels(pool, schema).catch((error: unknown) =>
        logger.warn({ err: error }, 'expired session cleanup failed'),
      );
    }, EXPIRED_CLEANUP_MS);
    cleanup.unref();

    const signAccessToken = accessTokenSigner({
      issuer,
      keys,
      lifespanSeconds: realm.accessTokenLifespan,
    });
    logger.info({ url, issuer }, 'identity provider listening');

    return {
      url,
      issuer,
      async stop() {
        clearInterval(cleanup);
        await close(server);
        await pool.end();
      },
      async issueAccessToken(email) {
        const found = await accounts.findCredentials(email);
        if (!found) throw new Error(`No account with email ${email}`);
        return signAccessToken({
          account: found.account,
          realmRoles: effectiveRealmRoles(realm, await accounts.realmRoles(found.account.id)),
          client: browserClient,
          sid: randomUUID(),
          scope: keycloakScope('openid'),
        });
      },
    };
  } catch (error) {
    if (server.listening) await close(server);
    await pool.end();
    throw error;
  }
}
