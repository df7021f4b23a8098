import { messages } from '@rha/contracts/schemas';
import { createEvent, DomainError, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import {
  applyPendingEmail,
  emailHeldByOther,
  findUserByKeycloakId,
  setPendingEmail,
  type UserRow,
} from '../db/users.repo.js';
import { KeycloakAdminError } from '../keycloak/errors.js';
import { EmailHeldAtProvider, type UserEmails } from '../keycloak/user-emails.js';
import { draftSecretHash, newDraftSecret } from './draft-secret.js';
import { publishUserChanged } from './user-changed.js';

export const EMAIL_CHANGE_REQUESTED = 'identity.email-change.requested.v1';

/** How long a confirmation link works: a day covers a user who reads their mail the next morning. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Holds the new address beside the current one and asks for the link to be mailed to it. Mail keeps
 * going to the current address until the owner of the new one opens the link, so a typo or someone
 * else's address never receives this account's job offers and notices.
 */
export async function requestEmailChange(
  trx: Knex.Transaction,
  user: UserRow,
  email: string,
  correlationId: string,
  now: Date = new Date(),
): Promise<UserRow> {
  const token = newDraftSecret();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  const updated = await setPendingEmail(trx, user.id, {
    email,
    tokenHash: draftSecretHash(token),
    expiresAt,
  });
  await enqueueEvent(
    trx,
    createEvent(
      EMAIL_CHANGE_REQUESTED,
      {
        keycloakId: updated.keycloak_id,
        fullName: updated.full_name,
        email,
        currentEmail: updated.email,
        token,
        expiresAt: expiresAt.toISOString(),
      },
      { source: 'identity', correlationId },
    ),
  );
  return updated;
}

/**
 * The signed-in owner opening the link: the pending address takes the current one's place, unless
 * another account took it since the request. The identity provider gets it first, under the row's
 * lock, so the person signs in with the address the product mails; should the provider fail, nothing
 * changes here and the same link works again.
 */
export async function confirmEmailChange(
  db: Knex,
  userEmails: UserEmails,
  keycloakId: string,
  token: string,
  correlationId: string,
  now: Date = new Date(),
): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const user = await findUserByKeycloakId(trx, keycloakId, { forUpdate: true });
    if (!user?.pending_email || user.pending_email_token_hash !== draftSecretHash(token)) {
      throw new DomainError('not_found', {
        code: 'email_change_invalid',
        message: messages.profile.emailChangeInvalid,
      });
    }
    if (!user.pending_email_expires_at || user.pending_email_expires_at <= now) {
      // Its own code: the link was real, so the page can tell the user to ask for a new one.
      throw new DomainError('not_found', {
        code: 'email_change_expired',
        message: messages.profile.emailChangeExpired,
      });
    }
    if (await emailHeldByOther(trx, user.id, user.pending_email)) throw emailTaken();
    await userEmails.setProvenEmail(keycloakId, user.pending_email).catch((error: unknown) => {
      if (error instanceof EmailHeldAtProvider) throw emailTaken();
      if (!(error instanceof KeycloakAdminError)) throw error;
      throw new DomainError('unavailable', {
        message: 'The new address could not be saved; please try again.',
        cause: error,
      });
    });
    const updated = await applyPendingEmail(trx, user.id);
    await publishUserChanged(trx, updated, correlationId);
    return updated;
  });
}

export function emailTaken(): DomainError {
  const message = messages.profile.emailTaken;
  return new DomainError('conflict', {
    code: 'email_taken',
    message,
    errors: [{ field: 'email', message }],
  });
}
