import { randomBytes } from 'node:crypto';
import type { Logger } from '@rha/kit';

/**
 * CAPTCHA_HMAC_KEY, or (outside production, where the configuration requires it) a key made for
 * this process: challenges then stop verifying when it restarts, and another replica's challenges
 * never verify.
 */
export function captchaKey(configured: string | undefined, logger: Logger): string {
  if (configured) return configured;
  logger.warn('CAPTCHA_HMAC_KEY is not set: using a random key for this process only');
  return randomBytes(32).toString('base64url');
}
