import { INTERNAL_API_TOKEN_HEADER } from '@rha/contracts';
import {
  createInProcessTransport,
  createLogger,
  parseEnv,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { configSchema, start, type StartDeps } from '../../src/server.js';

export const internalApiToken = 'notification-test-internal-api-token-0123456789';
export const supportEmail = 'support@remote-hands.test';
export const mailFrom = 'Remote Hands Alaska <no-reply@remote-hands.test>';

export const publicWebUrl = 'https://remote-hands.test';

export interface StartOptions {
  /** The bus the service consumes; a fresh in-process one by default, none to build it from AMQP_URL. */
  transport?: Transport | null;
  events?: StartDeps['events'];
}

/** Starts the service the way main.ts does, from environment-style settings, on a random port. */
export async function startNotification(
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningService> {
  const parsed = parseEnv(configSchema, {
    PORT: '0',
    KEYCLOAK_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    INTERNAL_API_TOKEN: internalApiToken,
    SUPPORT_EMAIL: supportEmail,
    MAIL_FROM: mailFrom,
    PUBLIC_WEB_URL: publicWebUrl,
    ...env,
  });
  if (!parsed.ok)
    throw new Error(`bad notification test config: ${JSON.stringify(parsed.problems)}`);
  const transport =
    options.transport === undefined ? createInProcessTransport() : options.transport;
  return start(parsed.value, {
    logger: createLogger('notification', process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...(transport && { transport }),
    ...(options.events && { events: options.events }),
    dispatchIntervalMs: 50,
  });
}

export interface Submission {
  name?: unknown;
  email?: unknown;
  message?: unknown;
  captchaId?: unknown;
  captchaExpiresAt?: unknown;
  [field: string]: unknown;
}

export function validSubmission(overrides: Submission = {}): Submission {
  return {
    name: 'Mary Nanuk',
    email: 'mary@example.com',
    message: 'We need a technician in Bethel next week.',
    captchaId: crypto.randomUUID(),
    captchaExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

export function postContactMessage(
  baseUrl: string,
  body: unknown,
  /** null sends no credential at all. */
  token: string | null = internalApiToken,
): Promise<Response> {
  return fetch(`${baseUrl}/contact-messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { [INTERNAL_API_TOKEN_HEADER]: token }),
    },
    body: JSON.stringify(body),
  });
}
