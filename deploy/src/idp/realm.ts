import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { originsOf } from './redirect-uris.js';

/** The parts of a Keycloak realm export that the dev provider honours. */
export interface Realm {
  id: string;
  name: string;
  /** What the login pages and e-mails call the realm. */
  displayName: string;
  registrationAllowed: boolean;
  /** New accounts prove their address by a mailed link before they may sign in (Keycloak's VERIFY_EMAIL). */
  verifyEmail: boolean;
  /** How long a mailed link stays valid, in seconds (Keycloak's `actionTokenGeneratedByUserLifespan`). */
  actionTokenLifespan: number;
  accessTokenLifespan: number;
  ssoSessionMaxLifespan: number;
  roles: Map<string, RealmRole>;
  defaultRole: string;
  clients: RealmClient[];
}

export interface RealmRole {
  id: string;
  name: string;
  description?: string;
  composite: boolean;
  composites: string[];
}

export interface RealmClient {
  clientId: string;
  publicClient: boolean;
  secret?: string;
  standardFlowEnabled: boolean;
  /** Keycloak's Resource Owner Password Credentials grant (deploy/src/idp/password-grant.ts). */
  directAccessGrantsEnabled: boolean;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  webOrigins: string[];
  /** Audiences added by `oidc-audience-mapper` protocol mappers. */
  audiences: string[];
  serviceAccount?: ServiceAccount;
}

export interface ServiceAccount {
  id: string;
  username: string;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
}

/** A user of a Keycloak users file (`<realm>-users-<n>.json`). */
export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  password: string;
  realmRoles: string[];
}

const roleSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  description: z.string().optional(),
  composite: z.boolean().default(false),
  composites: z.object({ realm: z.array(z.string()).default([]) }).optional(),
});

const clientSchema = z.object({
  clientId: z.string().min(1),
  enabled: z.boolean().default(true),
  publicClient: z.boolean().default(false),
  secret: z.string().optional(),
  standardFlowEnabled: z.boolean().default(true),
  directAccessGrantsEnabled: z.boolean().default(false),
  serviceAccountsEnabled: z.boolean().default(false),
  redirectUris: z.array(z.string()).default([]),
  webOrigins: z.array(z.string()).default([]),
  attributes: z.record(z.string(), z.string()).default({}),
  protocolMappers: z
    .array(
      z.object({
        protocolMapper: z.string(),
        config: z.record(z.string(), z.string()).default({}),
      }),
    )
    .default([]),
});

const userSchema = z.object({
  id: z.string().optional(),
  username: z.string().min(1),
  email: z.string().optional(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  enabled: z.boolean().default(true),
  emailVerified: z.boolean().default(false),
  serviceAccountClientId: z.string().optional(),
  credentials: z.array(z.object({ type: z.string(), value: z.string().optional() })).default([]),
  realmRoles: z.array(z.string()).default([]),
  clientRoles: z.record(z.string(), z.array(z.string())).default({}),
});

const realmSchema = z.object({
  id: z.string().optional(),
  realm: z.string().min(1),
  displayName: z.string().optional(),
  enabled: z.boolean().default(true),
  registrationAllowed: z.boolean().default(false),
  verifyEmail: z.boolean().default(false),
  actionTokenGeneratedByUserLifespan: z.number().int().positive().default(300),
  accessTokenLifespan: z.number().int().positive().default(300),
  ssoSessionMaxLifespan: z.number().int().positive().default(36_000),
  roles: z.object({ realm: z.array(roleSchema).default([]) }).default({ realm: [] }),
  defaultRole: z.object({ name: z.string() }).optional(),
  clients: z.array(clientSchema).default([]),
  users: z.array(userSchema).default([]),
});

const usersFileSchema = z.object({ realm: z.string(), users: z.array(userSchema).default([]) });

/**
 * Keycloak resolves `${NAME}` and `${NAME:default}` from the environment when it imports a
 * realm and leaves unknown placeholders (such as its own `${role_...}` message keys) as they are.
 */
export function resolvePlaceholders<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}/g,
      (match, name, fallback) => {
        const resolved = env[name as string];
        if (resolved !== undefined && resolved !== '') return resolved;
        return typeof fallback === 'string' ? fallback : match;
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvePlaceholders(item, env)]),
    ) as T;
  }
  return value;
}

/** Keycloak gives imported objects without an id a random one; a stable one keeps tokens valid. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

async function readJson(file: string, env: Record<string, string | undefined>): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return resolvePlaceholders(JSON.parse(text) as unknown, env);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`${file} is not a valid Keycloak export: ${problems.join('; ')}`);
  }
  return result.data;
}

function toClient(
  realmName: string,
  client: z.infer<typeof clientSchema>,
  users: z.infer<typeof userSchema>[],
): RealmClient {
  const postLogout = (client.attributes['post.logout.redirect.uris'] ?? '')
    .split('##')
    .filter(Boolean);
  const redirectOrigins = originsOf(client.redirectUris);
  const webOrigins = client.webOrigins.flatMap((origin) =>
    origin === '+' ? redirectOrigins : [origin],
  );
  const serviceUser = client.serviceAccountsEnabled
    ? users.find((user) => user.serviceAccountClientId === client.clientId)
    : undefined;
  return {
    clientId: client.clientId,
    publicClient: client.publicClient,
    ...(client.secret === undefined ? {} : { secret: client.secret }),
    standardFlowEnabled: client.standardFlowEnabled,
    directAccessGrantsEnabled: client.directAccessGrantsEnabled,
    redirectUris: client.redirectUris,
    postLogoutRedirectUris: postLogout.flatMap((uri) =>
      uri === '+' ? client.redirectUris : [uri],
    ),
    webOrigins: [...new Set(webOrigins)],
    audiences: client.protocolMappers
      .filter((mapper) => mapper.protocolMapper === 'oidc-audience-mapper')
      .flatMap((mapper) => [
        mapper.config['included.custom.audience'],
        mapper.config['included.client.audience'],
      ])
      .filter((audience): audience is string => Boolean(audience)),
    ...(client.serviceAccountsEnabled
      ? {
          serviceAccount: {
            id: serviceUser?.id ?? stableUuid(`${realmName}/service-account/${client.clientId}`),
            username: `service-account-${client.clientId}`,
            realmRoles: serviceUser?.realmRoles ?? [],
            clientRoles: serviceUser?.clientRoles ?? {},
          },
        }
      : {}),
  };
}

/** Reads a realm export (`file` names it in errors), resolving its placeholders from `env`. */
export function loadRealm(
  file: string,
  exported: unknown,
  env: Record<string, string | undefined>,
): Realm {
  const parsed = parseWith(realmSchema, resolvePlaceholders(exported, env), file);
  const roles = new Map<string, RealmRole>(
    parsed.roles.realm.map((role) => [
      role.name,
      {
        id: role.id ?? stableUuid(`${parsed.realm}/role/${role.name}`),
        name: role.name,
        ...(role.description === undefined ? {} : { description: role.description }),
        composite: role.composite,
        composites: role.composites?.realm ?? [],
      },
    ]),
  );
  const defaultRole = parsed.defaultRole?.name ?? `default-roles-${parsed.realm}`;
  if (!roles.has(defaultRole)) {
    throw new Error(`${file}: the default role ${defaultRole} is not one of the realm roles`);
  }
  return {
    id: parsed.id ?? parsed.realm,
    name: parsed.realm,
    displayName: parsed.displayName ?? parsed.realm,
    registrationAllowed: parsed.registrationAllowed,
    verifyEmail: parsed.verifyEmail,
    actionTokenLifespan: parsed.actionTokenGeneratedByUserLifespan,
    accessTokenLifespan: parsed.accessTokenLifespan,
    ssoSessionMaxLifespan: parsed.ssoSessionMaxLifespan,
    roles,
    defaultRole,
    clients: parsed.clients
      .filter((client) => client.enabled)
      .map((client) => toClient(parsed.realm, client, parsed.users)),
  };
}

export async function loadSeedUsers(
  file: string,
  realm: Realm,
  env: Record<string, string | undefined>,
): Promise<SeedUser[]> {
  const parsed = parseWith(usersFileSchema, await readJson(file, env), file);
  if (parsed.realm !== realm.name) {
    throw new Error(`${file} holds users of realm ${parsed.realm}, not ${realm.name}`);
  }
  return parsed.users
    .filter((user) => user.enabled && !user.serviceAccountClientId)
    .map((user) => {
      const password = user.credentials.find((credential) => credential.type === 'password');
      if (!password?.value) throw new Error(`${file}: user ${user.username} has no password`);
      for (const role of user.realmRoles) {
        if (!realm.roles.has(role)) throw new Error(`${file}: unknown realm role ${role}`);
      }
      return {
        id: user.id ?? stableUuid(`${realm.name}/user/${user.username}`),
        email: (user.email ?? user.username).toLowerCase(),
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerified,
        password: password.value,
        realmRoles: user.realmRoles,
      };
    });
}

/**
 * Development only: every standard-flow client may also redirect to, and be called from, these
 * origins (IDP_EXTRA_REDIRECT_ORIGINS), e.g. a web app that end-to-end tests run on another port.
 */
export function withExtraOrigins(realm: Realm, origins: readonly string[]): Realm {
  if (origins.length === 0) return realm;
  const patterns = origins.map((origin) => `${origin}/*`);
  return {
    ...realm,
    clients: realm.clients.map((client) =>
      client.standardFlowEnabled
        ? {
            ...client,
            redirectUris: [...client.redirectUris, ...patterns],
            postLogoutRedirectUris: [...client.postLogoutRedirectUris, ...patterns],
            webOrigins: [...new Set([...client.webOrigins, ...origins])],
          }
        : client,
    ),
  };
}

/** Realm roles as Keycloak puts them in `realm_access.roles`: direct mappings plus composites. */
export function effectiveRealmRoles(realm: Realm, direct: Iterable<string>): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const child of realm.roles.get(name)?.composites ?? []) visit(child);
  };
  for (const name of direct) visit(name);
  return [...seen];
}
