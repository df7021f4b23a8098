import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { accountStore, type AccountStore } from './accounts.js';
import { postgresAdapter } from './adapter.js';
import { createIdpApp } from './app.js';
import { bruteForceProtector, bruteForceSettings } from './brute-force.js';
import { verificationMailer } from './email-verification.js';
import { chartSignInThrottle, type SignInThrottleSettings } from './sign-in-throttle.js';
import { devIdpRefusal } from './exposure.js';
import { loadKeys, storedMaterial } from './keys.js';
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

export { devIdpRefusal, isLoopbackHost } from './exposure.js';

export interface IdpOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to bind; default 127.0.0.1. Anything but loopback needs allowNonLoopback. */
  host?: string;
  /** Defaults to IDP_ALLOW_NON_LOOPBACK=true. */
  allowNonLoopback?: boolean;
  /** Defaults to NODE_ENV; `production` refuses to start. */
  nodeEnv?: string | undefined;
  /**
   * Secret of the realm's `identity-admin` client; defaults to IDENTITY_ADMIN_CLIENT_SECRET, else one
   * generated on the first start and kept in the schema, so each database has its own.
   */
  identityAdminClientSecret?: string | undefined;
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
  /**
   * Requests per client address to the sign-in and sign-up paths; defaults to the chart's ingress throttle.
   * `false` for load benches, whose every virtual user signs in from this machine's one address.
   */
  signInThrottle?: SignInThrottleSettings | false;
  /** Where e-mail verification links go (the stack's mail sink); defaults to SMTP_URL, else they are only logged. */
  smtpUrl?: string | undefined;
  logger?: Logger;
}

export interface RunningIdp {
  /** Where it listens, e.g. http://localhost:8081 (KEYCLOAK_URL). */
  url: string;
  /** `${url}/realms/remote-hands`. */
  issuer: string;
  /** What identity needs as IDENTITY_ADMIN_CLIENT_SECRET. */
  identityAdminClientSecret: string;
  stop(): Promise<void>;
  /** An access token for the account, as the token endpoint would issue to client `web`. */
  issueAccessToken(email: string): Promise<string>;
}

const BROWSER_CLIENT_ID = 'web';
const EXPIRED_CLEANUP_MS = 10 * 60_000;
const DEFAULT_HOST = '127.0.0.1';
const DATABASE_CONNECT_TIMEOUT_MS = 3_000;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
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

/** Made on the first start of a schema, like the signing keys, so a restart keeps what identity was given. */
async function storedAdminClientSecret(pool: pg.Pool, schema: string): Promise<string> {
  const { secret } = await storedMaterial(
    pool,
    schema,
    'identity-admin-client-secret',
    async () => ({
      secret: randomBytes(32).toString('base64url'),
    }),
  );
  return secret;
}

/** The embedded Keycloak-compatible OpenID provider for local development and CI. */
export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const host = options.host ?? DEFAULT_HOST;
  const refusal = devIdpRefusal({
    host,
    nodeEnv: 'nodeEnv' in options ? options.nodeEnv : process.env.NODE_ENV,
    allowNonLoopback: options.allowNonLoopback ?? process.env.IDP_ALLOW_NON_LOOPBACK === 'true',
  });
  if (refusal) throw new Error(`${refusal.variable}: ${refusal.message}`);
  const logger = options.logger ?? pino({ name: 'idp', level: process.env.LOG_LEVEL ?? 'info' });
  const schema = schemaName(options.schema ?? 'dev_idp');
  const realmExport = await readDevRealm(options.realmFile ? { realm: options.realmFile } : {});
  const loginFailures = bruteForceSettings(realmExport);
  const throttle = options.signInThrottle ?? (await chartSignInThrottle());

  const server = createServer();
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 5,
    // As the services' pools: without it a sign-in waits as long as the network does for a
    // Postgres that is not answering, where it should be told 503 in seconds.
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  pool.on('error', (error) =>
    logger.warn({ error: error.message }, 'idle database connection failed'),
  );
  try {
    await createTables(pool, schema);
    await deleteExpiredModels(pool, schema);
    const identityAdminClientSecret =
      options.identityAdminClientSecret ||
      process.env.IDENTITY_ADMIN_CLIENT_SECRET ||
      (await storedAdminClientSecret(pool, schema));
    // The realm file reads the secret through a placeholder, as Keycloak's import does.
    const env: Record<string, string | undefined> = {
      ...process.env,
      IDENTITY_ADMIN_CLIENT_SECRET: identityAdminClientSecret,
    };
    const realm = withExtraOrigins(
      loadRealm(
        options.realmFile ?? 'deploy/keycloak/realm.json + realm-dev.json',
        realmExport,
        env,
      ),
      options.extraRedirectOrigins ?? parseOrigins(env.IDP_EXTRA_REDIRECT_ORIGINS),
    );
    const browserClient = realm.clients.find((client) => client.clientId === BROWSER_CLIENT_ID);
    if (!browserClient) throw new Error(`The realm has no client ${BROWSER_CLIENT_ID}`);

    const port = await listen(server, options.port, host);
    const url = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
    const issuer = `${url}/realms/${realm.name}`;

    const keys = await loadKeys(pool, schema);
    const accounts = accountStore(pool, schema);
    await seedUsers(accounts, realm, options.usersFile ?? devUsersFile, env);

    const verifyAccessToken = accessTokenVerifier(issuer, keys);
    // One protector for the login page and the password grant, so their failures count together.
    const bruteForce = bruteForceProtector({ settings: loginFailures, accounts });
    const provider = createProvider({
      issuer,
      realm,
      keys,
      accounts,
      bruteForce,
      adapter: postgresAdapter(pool, schema),
      logger,
    });
    const app = createIdpApp({
      provider,
      realm,
      keys,
      accounts,
      bruteForce,
      verifyAccessToken,
      ...(throttle && { signInThrottle: throttle }),
      verificationMailer: verificationMailer({
        smtpUrl: 'smtpUrl' in options ? options.smtpUrl : process.env.SMTP_URL,
        realmDisplayName: realm.displayName,
        logger,
      }),
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
      identityAdminClientSecret,
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
