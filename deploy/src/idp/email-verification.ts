import { createHmac, timingSafeEqual } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** What a mailed verification link proves: this account owned this address when the link was made. */
export interface VerificationClaim {
  accountId: string;
  email: string;
  /** The sign-in the link continues when it is followed in the same browser. */
  interactionUid: string;
}

interface SignedClaim extends VerificationClaim {
  expiresAt: number;
}

function signature(payload: string, key: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * A link's key is its claim and an HMAC of it: nothing is stored, and a key made for one address
 * cannot verify another.
 */
export function verificationKeys(secret: string, lifespanSeconds: number) {
  return {
    make(claim: VerificationClaim, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({ ...claim, expiresAt: now + lifespanSeconds * 1000 }),
      ).toString('base64url');
      return `${payload}.${signature(payload, secret).toString('base64url')}`;
    },

    /** The claim of a genuine, unexpired key; undefined otherwise. */
    read(key: string, now = Date.now()): VerificationClaim | undefined {
      const [payload, mac, ...rest] = key.split('.');
      if (!payload || !mac || rest.length > 0) return undefined;
      const expected = signature(payload, secret);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedClaim;
      if (claim.expiresAt < now) return undefined;
      return {
        accountId: claim.accountId,
        email: claim.email,
        interactionUid: claim.interactionUid,
      };
    },
  };
}

export interface VerificationMailer {
  send(to: string, link: string, lifespanSeconds: number): Promise<void>;
}

const SUBJECT = 'Verify email';

/** Keycloak's verification e-mail, in words of its own theme. */
function body(realmDisplayName: string, link: string, lifespanSeconds: number): string {
  const minutes = Math.round(lifespanSeconds / 60);
  return [
    `Someone has created a ${realmDisplayName} account with this email address. If this was you, click the link below to verify your email address`,
    '',
    link,
    '',
    `This link will expire within ${minutes} minutes.`,
    '',
    "If you didn't create this account, just ignore this message.",
  ].join('\n');
}

/**
 * Sends the link through SMTP (the local mail sink under `npm start`); without an SMTP URL it only logs
 * the link, so a provider run on its own still lets its developer finish a sign-up.
 */
export function verificationMailer(options: {
  smtpUrl: string | undefined;
  realmDisplayName: string;
  logger: Logger;
}): VerificationMailer {
  const { smtpUrl, realmDisplayName, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(to, link, lifespanSeconds) {
      if (!transport) {
        logger.info({ to, link }, 'e-mail verification link (no SMTP_URL: not sent)');
        return;
      }
      await transport.sendMail({
        from: `${realmDisplayName} <no-reply@remote-hands.local>`,
        to,
        subject: SUBJECT,
        text: body(realmDisplayName, link, lifespanSeconds),
      });
    },
  };
}
