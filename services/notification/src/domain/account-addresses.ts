import type { EventData } from '@rha/contracts';
import type { Knex } from 'knex';
import { saveAccountAddress } from '../db/account-addresses.repo.js';
import { releaseHeldEmails } from '../db/emails.repo.js';

/**
 * Records what identity says of an account's address. Once its owner has proven it, the e-mails held
 * for it become due: they were meant for this person, who now shows the address is theirs.
 * Returns how many were released.
 */
export async function recordAccountAddress(
  trx: Knex.Transaction,
  user: EventData<'identity.user.changed.v1'>,
): Promise<number> {
  if (!user.email) return 0;
  const newest = await saveAccountAddress(trx, {
    keycloakId: user.keycloakId,
    email: user.email,
    emailVerified: user.emailVerified,
    changedAt: user.changedAt,
  });
  if (!newest || user.emailVerified !== true) return 0;
  return releaseHeldEmails(trx, user.email);
}
