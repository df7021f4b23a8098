import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

export interface CaptchaOptions {
  /** CAPTCHA_HMAC_KEY: signs challenges, so only challenges this bff issued are accepted. */
  hmacKey: string;
  /** PBKDF2 iterations per guess. */
  cost: number;
  /** The solution's counter is drawn from [maxCounter / 2, maxCounter]: the number of guesses. */
  maxCounter: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds: number;
  now?: () => Date;
}

export type CaptchaVerdict =
  | { ok: true; challengeId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

export interface Captcha {
  /** A new signed proof-of-work challenge (ALTCHA v2), as the widget fetches it. */
  issueChallenge(): Promise<Challenge>;
  /**
   * Checks the widget's payload: a challenge this bff signed, not expired, solved. Whether it was
   * already used is for the caller to record (the notification service does, atomically).
   */
  verify(token: string): Promise<CaptchaVerdict>;
}

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** What the widget sends, base64 JSON; anything else (its `test: true` mode too) is malformed. */
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature, so an added one fails verification.
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/**
 * Self-hosted ALTCHA: the browser proves work, nothing is sent to a third party. Challenges are
 * deterministic (the server picks the counter), so the work is predictable, and each carries a key
 * signature so that checking a solution costs one HMAC, not a key derivation.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const now = options.now ?? (() => new Date());
  const hmacSignatureSecret = options.hmacKey;
  // A second secret derived from the first, so operators configure one key.
  const hmacKeySignatureSecret = createHmac('sha256', options.hmacKey)
    .update('altcha key signature')
    .digest('hex');

  return {
    issueChallenge() {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.ceil(options.maxCounter / 2), options.maxCounter),
        deriveKey,
        expiresAt: Math.floor(now().getTime() / 1000) + options.ttlSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(token) {
      const payload = payloadSchema.safeParse(decode(token));
      if (!payload.success) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = payload.data;
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      // verifySolution reads the system clock; checked here too so the injected clock rules.
      if (expiresAt <= now()) return { ok: false, reason: 'expired' };
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      return { ok: true, challengeId: challenge.parameters.nonce, expiresAt };
    },
  };
}

function decode(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
