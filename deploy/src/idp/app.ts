import Koa from 'koa';
import mount from 'koa-mount';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { AccountStore } from './accounts.js';
import { adminRoutes } from './admin.js';
import type { BruteForceProtector } from './brute-force.js';
import type { VerificationMailer } from './email-verification.js';
import { keycloakCors } from './cors.js';
import { databaseOutageAnswers } from './database-outage.js';
import { frameRoutes } from './frames.js';
import { interactionRoutes } from './interactions.js';
import type { IdpKeys } from './keys.js';
import { keycloakResponseFields } from './keycloak-responses.js';
import { profileRoutes } from './profile.js';
import { signInThrottle, type SignInThrottleSettings } from './sign-in-throttle.js';
import { OIDC_PATH } from './provider.js';
import type { Realm } from './realm.js';
import type { AccessTokenPayload } from './tokens.js';

export interface IdpAppDependencies {
  provider: Provider;
  realm: Realm;
  keys: IdpKeys;
  accounts: AccountStore;
  /** Login failures per user, shared with the password grant. */
  bruteForce: BruteForceProtector;
  verifyAccessToken(token: string): AccessTokenPayload | undefined;
  /** Per client address on the sign-in and sign-up paths, as the chart's ingress throttles them. */
  signInThrottle?: SignInThrottleSettings;
  verificationMailer: VerificationMailer;
  logger: Logger;
}

function errorHandler(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) logger.error({ err: error, path: ctx.path }, 'identity provider failure');
      ctx.status = status;
      ctx.body = { error: status >= 500 ? 'unknown_error' : (error as Error).message };
    }
  };
}

/** Keycloak's URL layout: oidc-provider under /realms/<realm>, the rest around it. */
export function createIdpApp(deps: IdpAppDependencies): Koa {
  const { provider, realm, keys, accounts, logger } = deps;
  const realmPath = `/realms/${realm.name}`;
  const app = new Koa();
  // koa-mount hands the provider this app's context, so its cookies are signed with these keys.
  app.keys = keys.cookieKeys;

  const webOrigins = new Set(realm.clients.flatMap((client) => client.webOrigins));
  const discoveryPath = `${realmPath}/.well-known/openid-configuration`;

  app.use(errorHandler(logger));
  // First, as the ingress stands before Keycloak: a throttled request reaches nothing else.
  if (deps.signInThrottle) app.use(signInThrottle(realm.name, deps.signInThrottle));
  app.use(databaseOutageAnswers(logger));
  app.use(
    keycloakCors({
      allowedOrigins: webOrigins,
      publicPaths: new Set([discoveryPath, `${realmPath}${OIDC_PATH}/certs`]),
      prefixes: [`${realmPath}/`, `/admin/realms/${realm.name}/`],
    }),
  );
  app.use(
    keycloakResponseFields({
      tokenPath: `${realmPath}${OIDC_PATH}/token`,
      discoveryPath,
      checkSessionIframe: `${provider.issuer}${OIDC_PATH}/login-status-iframe.html`,
    }),
  );
  app.use(async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    ctx.body = { status: 'ok' };
  });

  const verifyAccessToken = deps.verifyAccessToken;
  for (const router of [
    interactionRoutes({
      provider,
      realm,
      accounts,
      bruteForce: deps.bruteForce,
      logger,
      cookieKeys: keys.cookieKeys,
      verificationMailer: deps.verificationMailer,
    }),
    frameRoutes({ provider, realm }),
    profileRoutes({ realm, accounts, verifyAccessToken }),
    adminRoutes({ realm, accounts, verifyAccessToken }),
  ]) {
    app.use(router.routes());
  }
  app.use(mount(realmPath, provider));
  return app;
}
