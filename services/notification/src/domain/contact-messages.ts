import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import {
  deleteExpiredCaptchaSolutions,
  recordCaptchaSolution,
} from '../db/captcha-solutions.repo.js';
import { insertContactMessage } from '../db/contact-messages.repo.js';
import { alaskaMoment } from '@rha/contracts';
import type { EmailQueue } from './emails.js';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The captcha challenge the bff verified for this message. */
  captchaId: string;
  captchaExpiresAt: Date;
}

export interface ContactMessageDeps {
  db: Knex;
  emails: EmailQueue;
  /** SUPPORT_EMAIL: the one recipient of contact messages. */
  supportEmail: string;
}

/**
 * Stores a contact message and queues its e-mail to the support mailbox, in one transaction with
 * the use of its captcha: either all three happen or none. A captcha already used stores nothing.
 * Resolves to the stored message's id.
 */
export async function acceptContactMessage(
  { db, emails, supportEmail }: ContactMessageDeps,
  input: ContactMessageInput,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction(async (trx) => {
    await deleteExpiredCaptchaSolutions(trx);
    const firstUse = await recordCaptchaSolution(trx, {
      challengeId: input.captchaId,
      expiresAt: input.captchaExpiresAt,
    });
    if (!firstUse) {
      throw new DomainError('conflict', {
        code: 'captcha_already_used',
        message: 'This captcha solution was already used.',
      });
    }

    const emailId = await emails.queueEmail(trx, {
      to: supportEmail,
      template: 'contact-message',
      data: {
        name: input.name,
        email: input.email,
        message: input.message,
        receivedAt: alaskaMoment(now),
      },
      replyTo: { name: input.name, address: input.email },
    });
    return insertContactMessage(trx, { ...input, emailId });
  });
}
