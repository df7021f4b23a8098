import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import type { Account, AccountStore } from './accounts.js';
import { bearerToken } from './bearer.js';
import type { Realm, RealmRole } from './realm.js';
import type { AccessTokenPayload } from './tokens.js';

export interface AdminDependencies {
  realm: Realm;
  accounts: AccountStore;
  verifyAccessToken(token: string): AccessTokenPayload | undefined;
}

type AdminRole = 'view-realm' | 'view-users' | 'manage-users';

/** Roles of Keycloak's `realm-management` client that also allow an action. */
const IMPLIED_BY: Record<AdminRole, string[]> = {
  'view-realm': ['view-realm', 'manage-realm', 'realm-admin'],
  'view-users': ['view-users', 'manage-users', 'realm-admin'],
  'manage-users': ['manage-users', 'realm-admin'],
};

const roleReferences = z.array(
  z.object({ id: z.string().optional(), name: z.string().optional() }),
);

/** The part of Keycloak's UserRepresentation identity updates; other fields are left as they are. */
const userUpdate = z.object({
  email: z.email().optional(),
  emailVerified: z.boolean().optional(),
});

function fail(ctx: Context, status: number, error: string): void {
  ctx.status = status;
  ctx.body = { error };
}

/** The few Keycloak Admin REST calls the identity service makes, with the same shapes. */
export function adminRoutes({ realm, accounts, verifyAccessToken }: AdminDependencies) {
  const router = new Router({ prefix: `/admin/realms/${realm.name}` });
  const json = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '16kb',
    parsedMethods: ['POST', 'PUT', 'DELETE'],
  });

  const requireAdmin = (role: AdminRole) => async (ctx: Context, next: Next) => {
    const token = bearerToken(ctx);
    const claims = token ? verifyAccessToken(token) : undefined;
    if (!claims) return fail(ctx, 401, 'HTTP 401 Unauthorized');
    const granted = claims.resource_access?.['realm-management']?.roles ?? [];
    if (!IMPLIED_BY[role].some((allowed) => granted.includes(allowed))) {
      return fail(ctx, 403, 'HTTP 403 Forbidden');
    }
    await next();
  };

  const roleRepresentation = (role: RealmRole) => ({
    id: role.id,
    name: role.name,
    ...(role.description === undefined ? {} : { description: role.description }),
    composite: role.composite,
    clientRole: false,
    containerId: realm.id,
    attributes: {},
  });

  const userRepresentation = (account: Account) => ({
    id: account.id,
    username: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    emailVerified: account.emailVerified,
    createdTimestamp: account.createdAt.getTime(),
    enabled: true,
    totp: false,
    disableableCredentialTypes: [],
    requiredActions: [],
    notBefore: 0,
  });

  async function userOf(ctx: Context): Promise<Account | undefined> {
    const account = await accounts.findById(String(ctx.params.id));
    if (!account) fail(ctx, 404, 'User not found');
    return account;
  }

  /** Keycloak looks a mapped role up by name and insists the id matches. */
  function rolesOf(ctx: Context, body: unknown): RealmRole[] | undefined {
    const parsed = roleReferences.safeParse(body);
    if (!parsed.success) {
      fail(ctx, 400, 'Invalid role representation');
      return undefined;
    }
    const roles: RealmRole[] = [];
    for (const reference of parsed.data) {
      const role = reference.name === undefined ? undefined : realm.roles.get(reference.name);
      if (!role || role.id !== reference.id) {
        fail(ctx, 404, 'Role not found');
        return undefined;
      }
      roles.push(role);
    }
    return roles;
  }

  router.get('/roles/:role', requireAdmin('view-realm'), (ctx) => {
    const role = realm.roles.get(String(ctx.params.role));
    if (!role) return fail(ctx, 404, 'Could not find role');
    ctx.body = roleRepresentation(role);
  });

  router.get('/users/:id', requireAdmin('view-users'), async (ctx) => {
    const account = await userOf(ctx);
    if (account) ctx.body = userRepresentation(account);
  });

  /** With the realm's e-mail as username, a new address is also the new sign-in name, as in Keycloak. */
  router.put('/users/:id', requireAdmin('manage-users'), json, async (ctx) => {
    const account = await userOf(ctx);
    if (!account) return;
    const parsed = userUpdate.safeParse(ctx.request.body);
    if (!parsed.success) return fail(ctx, 400, 'Invalid user representation');
    const email = parsed.data.email ?? account.email;
    const changed = email.toLowerCase() !== account.email;
    // A changed address is unproven unless the caller says otherwise, as Keycloak treats it.
    const verified = parsed.data.emailVerified ?? (changed ? false : account.emailVerified);
    if (!(await accounts.updateEmail(account.id, email, verified))) {
      ctx.status = 409;
      ctx.body = { errorMessage: 'User exists with same email' };
      return;
    }
    ctx.status = 204;
  });

  router.get('/users/:id/role-mappings/realm', requireAdmin('view-users'), async (ctx) => {
    const account = await userOf(ctx);
    if (!account) return;
    const names = await accounts.realmRoles(account.id);
    ctx.body = names
      .map((name) => realm.roles.get(name))
      .filter((role): role is RealmRole => role !== undefined)
      .map(roleRepresentation);
  });

  router.post('/users/:id/role-mappings/realm', requireAdmin('manage-users'), json, async (ctx) => {
    const account = await userOf(ctx);
    if (!account) return;
    const roles = rolesOf(ctx, ctx.request.body);
    if (!roles) return;
    await accounts.addRealmRoles(
      account.id,
      roles.map((role) => role.name),
    );
    ctx.status = 204;
  });

  router.delete(
    '/users/:id/role-mappings/realm',
    requireAdmin('manage-users'),
    json,
    async (ctx) => {
      const account = await userOf(ctx);
      if (!account) return;
      const body = ctx.request.body as unknown;
      // As in Keycloak, a DELETE without a list removes every direct realm role mapping.
      const roles = Array.isArray(body)
        ? rolesOf(ctx, body)
        : (await accounts.realmRoles(account.id)).flatMap((name) => realm.roles.get(name) ?? []);
      if (!roles) return;
      await accounts.removeRealmRoles(
        account.id,
        roles.map((role) => role.name),
      );
      ctx.status = 204;
    },
  );

  return router;
}
