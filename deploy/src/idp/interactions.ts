import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import { createHmac } from 'node:crypto';
import type { Context, Next } from 'koa';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { AccountStore } from './accounts.js';
import type { BruteForceProtector } from './brute-force.js';
import { DatabaseOutage } from './database-outage.js';
import { verificationKeys, type VerificationMailer } from './email-verification.js';
import { hashPassword } from './passwords.js';
import {
  loginPage,
  messagePage,
  REGISTRATION_FIELDS,
  PAGE_SCRIPT_SOURCE,
  registrationPage,
  verifyEmailPage,
  type RegistrationField,
} from './pages.js';
import { OIDC_PATH } from './provider.js';
import type { Realm } from './realm.js';

export interface InteractionDependencies {
  provider: Provider;
  realm: Realm;
  accounts: AccountStore;
  bruteForce: BruteForceProtector;
  logger: Logger;
  /** The keys this app signs cookies with; the first also signs e-mail verification links. */
  cookieKeys: string[];
  verificationMailer: VerificationMailer;
}

/** Keycloak 26 shows this for a temporarily locked account too, so a lockout is not revealed. */
const INVALID_CREDENTIALS = 'Invalid username or password.';
const TIMED_OUT = 'Your login attempt timed out. Login will start from the beginning.';
const STALE_LINK =
  'The link you clicked is no longer valid. It may have expired, or your email is already verified.';
const SEND_FAILED = 'Failed to send email, please try again later.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_LENGTH = 255;

type Values = Partial<Record<RegistrationField, string>>;
type Errors = Partial<Record<RegistrationField, string>>;

/** Keycloak's registration form messages. */
export function validateRegistration(values: Values): Errors {
  const errors: Errors = {};
  const firstName = values.firstName?.trim() ?? '';
  const lastName = values.lastName?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  if (!firstName) errors.firstName = 'Please specify first name.';
  else if (firstName.length > MAX_LENGTH) errors.firstName = 'Length must be between 1 and 255.';
  if (!lastName) errors.lastName = 'Please specify last name.';
  else if (lastName.length > MAX_LENGTH) errors.lastName = 'Length must be between 1 and 255.';
  if (!email) errors.email = 'Please specify email.';
  else if (email.length > MAX_LENGTH || !EMAIL.test(email)) errors.email = 'Invalid email address.';
  if (!values.password) errors.password = 'Please specify password.';
  else if (values.password !== values['password-confirm']) {
    errors['password-confirm'] = "Password confirmation doesn't match.";
  }
  return errors;
}

/**
 * The address the app already knows (`login_hint`, the e-mail typed into its sign-up form) fills
 * in the registration's Email, so the person need not type it again.
 */
function hintedValues(params: Record<string, unknown>): Values {
  const hint = params.login_hint;
  return typeof hint === 'string' && EMAIL.test(hint.trim()) ? { email: hint.trim() } : {};
}

/** A request cookie with its signature, as koa's cookies (keygrip: HMAC-SHA1, URL-safe base64) sign it. */
function signedCookie(name: string, value: string, keys: string[]): string {
  const [key] = keys;
  if (!key) throw new Error('the identity provider has no cookie keys');
  const signature = createHmac('sha1', key).update(`${name}=${value}`).digest('base64url');
  return `${name}=${value}; ${name}.sig=${signature}`;
}

function formValue(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function html(ctx: Context, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src ${PAGE_SCRIPT_SOURCE}; frame-ancestors 'self'; base-uri 'none'`,
  );
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = body;
}

/** Login and registration pages that finish oidc-provider interactions. */
export function interactionRoutes({
  provider,
  realm,
  accounts,
  bruteForce,
  logger,
  cookieKeys,
  verificationMailer,
}: InteractionDependencies) {
  const realmPath = `/realms/${realm.name}`;
  const actionsPath = (uid: string) => `${realmPath}/login-actions/${encodeURIComponent(uid)}`;
  const router = new Router();
  const form = bodyParser({ enableTypes: ['form'], formLimit: '16kb' });
  const [verificationSecret] = cookieKeys;
  if (!verificationSecret) throw new Error('the identity provider has no cookie keys');
  const linkKeys = verificationKeys(verificationSecret, realm.actionTokenLifespan);

  /** The interaction of this browser, or undefined after rendering why there is none. */
  async function currentInteraction(ctx: Context) {
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid === ctx.params.uid) return interaction;
    } catch (error) {
      // Not an expired page: the same page works again once the database is back.
      if (error instanceof DatabaseOutage) throw error;
      logger.debug({ err: error }, 'login page without a live interaction');
    }
    html(ctx, 400, messagePage('Page has expired', TIMED_OUT));
    return undefined;
  }

  function showLogin(ctx: Context, uid: string, username?: string, error?: string): void {
    html(
      ctx,
      200,
      loginPage({
        action: `${actionsPath(uid)}/authenticate`,
        ...(realm.registrationAllowed
          ? { registrationUrl: `${actionsPath(uid)}/registration` }
          : {}),
        ...(username === undefined ? {} : { username }),
        ...(error === undefined ? {} : { error }),
      }),
    );
  }

  function showRegistration(
    ctx: Context,
    uid: string,
    values: Values = {},
    errors: Errors = {},
  ): void {
    html(
      ctx,
      200,
      registrationPage({
        action: `${actionsPath(uid)}/registration`,
        loginUrl: `${actionsPath(uid)}/authenticate`,
        values,
        errors,
      }),
    );
  }

  /**
   * Keycloak answers a successful login form with the redirect to the client, code included, where
   * oidc-provider first sends the browser to its resume endpoint: a round trip more on a satellite
   * link. This request is handed on to the provider as that resume request instead, with the resume
   * cookie the browser holds for the resume path only (signed as koa signs cookies, with this app's keys).
   */
  async function signIn(ctx: Context, next: Next, uid: string, accountId: string): Promise<void> {
    // Signing in, from either form, also settles the `create` prompt /registrations asked for.
    const returnTo = new URL(
      await provider.interactionResult(ctx.req, ctx.res, { login: { accountId }, create: {} }),
    );
    ctx.method = 'GET';
    ctx.url = `${returnTo.pathname}${returnTo.search}`;
    delete ctx.req.headers['content-type'];
    delete ctx.req.headers['content-length'];
    const resumeCookie = signedCookie(provider.cookieName('resume'), uid, cookieKeys);
    ctx.req.headers.cookie = [ctx.req.headers.cookie, resumeCookie].filter(Boolean).join('; ');
    await next();
  }

  /**
   * As Keycloak's verify-email required action: the sign-in stops here and a link goes to the address.
   * The link lives under this sign-in's own path, so the browser that follows it brings the sign-in back.
   */
  async function requireVerifiedEmail(
    ctx: Context,
    uid: string,
    account: { id: string; email: string },
  ): Promise<void> {
    const key = linkKeys.make({ accountId: account.id, email: account.email, interactionUid: uid });
    const link = `${provider.issuer}/login-actions/${encodeURIComponent(uid)}/verify-email?key=${encodeURIComponent(key)}`;
    try {
      await verificationMailer.send(account.email, link, realm.actionTokenLifespan);
    } catch (error) {
      logger.error({ err: error, accountId: account.id }, 'e-mail verification link not sent');
      html(ctx, 500, messagePage('We are sorry...', SEND_FAILED));
      return;
    }
    logger.info({ accountId: account.id }, 'e-mail verification link sent');
    html(ctx, 200, verifyEmailPage(account.email));
  }

  router.get(`${realmPath}${OIDC_PATH}/registrations`, (ctx) => {
    if (!realm.registrationAllowed) {
      html(ctx, 403, messagePage('We are sorry...', 'Registration not allowed'));
      return;
    }
    const params = new URLSearchParams(ctx.querystring);
    params.set('prompt', 'create');
    ctx.redirect(`${realmPath}${OIDC_PATH}/auth?${params.toString()}`);
  });

  router.get(`${realmPath}/login-actions/:uid`, async (ctx) => {
    const interaction = await currentInteraction(ctx);
    if (!interaction) return;
    if (interaction.prompt.name === 'create' && realm.registrationAllowed) {
      showRegistration(ctx, interaction.uid, hintedValues(interaction.params));
    } else {
      showLogin(ctx, interaction.uid);
    }
  });

  router.get(`${realmPath}/login-actions/:uid/authenticate`, async (ctx) => {
    const interaction = await currentInteraction(ctx);
    if (interaction) showLogin(ctx, interaction.uid);
  });

  router.post(`${realmPath}/login-actions/:uid/authenticate`, form, async (ctx, next) => {
    const interaction = await currentInteraction(ctx);
    if (!interaction) return;
    const username = formValue(ctx.request.body, 'username');
    const password = formValue(ctx.request.body, 'password');
    const checked = await bruteForce.checkPassword(username, password);
    if (!checked.ok) {
      if (checked.reason === 'locked') logger.info('login refused: account temporarily locked');
      showLogin(ctx, interaction.uid, username, INVALID_CREDENTIALS);
      return;
    }
    if (realm.verifyEmail && !checked.account.emailVerified) {
      await requireVerifiedEmail(ctx, interaction.uid, checked.account);
      return;
    }
    await signIn(ctx, next, interaction.uid, checked.account.id);
  });

  router.get(`${realmPath}/login-actions/:uid/verify-email`, async (ctx, next) => {
    const claim = linkKeys.read(String(ctx.query.key ?? ''));
    const verified =
      claim !== undefined &&
      claim.interactionUid === ctx.params.uid &&
      (await accounts.markEmailVerified(claim.accountId, claim.email));
    if (!claim || !verified) {
      html(ctx, 400, messagePage('We are sorry...', STALE_LINK));
      return;
    }
    logger.info({ accountId: claim.accountId }, 'e-mail address verified');
    // Followed in the browser that signed in, the sign-in goes on; anywhere else it only verifies.
    const interaction = await provider.interactionDetails(ctx.req, ctx.res).catch((error) => {
      if (error instanceof DatabaseOutage) throw error;
      return undefined;
    });
    if (interaction?.uid === claim.interactionUid) {
      await signIn(ctx, next, interaction.uid, claim.accountId);
      return;
    }
    html(ctx, 200, messagePage('Email verified', 'Your email address has been verified.'));
  });

  router.get(`${realmPath}/login-actions/:uid/registration`, async (ctx) => {
    const interaction = await currentInteraction(ctx);
    if (!interaction) return;
    if (realm.registrationAllowed) {
      showRegistration(ctx, interaction.uid, hintedValues(interaction.params));
    } else {
      showLogin(ctx, interaction.uid);
    }
  });

  router.post(`${realmPath}/login-actions/:uid/registration`, form, async (ctx, next) => {
    const interaction = await currentInteraction(ctx);
    if (!interaction) return;
    if (!realm.registrationAllowed) {
      html(ctx, 403, messagePage('We are sorry...', 'Registration not allowed'));
      return;
    }
    const values = Object.fromEntries(
      REGISTRATION_FIELDS.map(({ id }) => [id, formValue(ctx.request.body, id)]),
    ) as Values;
    const errors = validateRegistration(values);
    if (Object.keys(errors).length > 0) {
      showRegistration(ctx, interaction.uid, values, errors);
      return;
    }
    const account = await accounts.create({
      email: values.email ?? '',
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      passwordHash: await hashPassword(values.password ?? ''),
      emailVerified: false,
      realmRoles: [realm.defaultRole],
    });
    if (!account) {
      showRegistration(ctx, interaction.uid, values, { email: 'Email already exists.' });
      return;
    }
    logger.info({ accountId: account.id }, 'account registered');
    if (realm.verifyEmail) {
      await requireVerifiedEmail(ctx, interaction.uid, account);
      return;
    }
    await signIn(ctx, next, interaction.uid, account.id);
  });

  return router;
}
