import { randomBytes } from 'node:crypto';
import type { Environment } from './env.js';

/**
 * Secrets the processes share that a developer should not have to invent: INTERNAL_API_TOKEN (the
 * credential of the bff at the notification service and of the service-request service at the
 * technician service) and CAPTCHA_HMAC_KEY (signs captcha challenges). Unset, each gets a random
 * value for this run; every service of the run sees the same one, as every launcher variable.
 */
export function withGeneratedSecrets(env: Environment): Environment {
  return {
    ...env,
    INTERNAL_API_TOKEN: env.INTERNAL_API_TOKEN ?? randomSecret(),
    CAPTCHA_HMAC_KEY: env.CAPTCHA_HMAC_KEY ?? randomSecret(),
  };
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
