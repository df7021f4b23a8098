import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AccountStore } from './accounts.js';
import { bearerToken, rejectBearer } from './bearer.js';
import { OIDC_PATH } from './provider.js';
import type { Realm } from './realm.js';
import { profileClaims, type AccessTokenPayload } from './tokens.js';

export interface ProfileDependencies {
  realm: Realm;
  accounts: AccountStore;
  verifyAccessToken(token: string): AccessTokenPayload | undefined;
}

/**
 * userinfo and the account endpoint of `loadUserProfile()`. oidc-provider's own userinfo
 * endpoint refuses access tokens issued for a resource server, which all of these are.
 */
export function profileRoutes({ realm, accounts, verifyAccessToken }: ProfileDependencies) {
  const router = new Router();
  const realmPath = `/realms/${realm.name}`;

  async function caller(ctx: Context) {
    const token = bearerToken(ctx);
    const claims = token ? verifyAccessToken(token) : undefined;
    const account = claims?.sub ? await accounts.findById(claims.sub) : undefined;
    if (!account) rejectBearer(ctx, realm.name, 'Token verification failed');
    return account;
  }

  const userinfo = async (ctx: Context) => {
    const account = await caller(ctx);
    if (account) ctx.body = { sub: account.id, ...profileClaims(account) };
  };
  router.get(`${realmPath}${OIDC_PATH}/userinfo`, userinfo);
  router.post(`${realmPath}${OIDC_PATH}/userinfo`, userinfo);

  router.get(`${realmPath}/account`, async (ctx) => {
    const account = await caller(ctx);
    if (!account) return;
    ctx.body = {
      id: account.id,
      username: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      emailVerified: account.emailVerified,
      attributes: {},
    };
  });

  return router;
}
