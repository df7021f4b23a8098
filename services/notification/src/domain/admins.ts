import type { EventData } from '@rha/contracts';
import type { Knex } from 'knex';
import { saveAdminStanding } from '../db/admin-accounts.repo.js';

/**
 * Records whether identity holds the account for an admin. The role comes from identity's copy of
 * the account, never from a caller, so nobody makes themselves a recipient of the admins' notices.
 */
export function recordAdminStanding(
  trx: Knex.Transaction,
  user: EventData<'identity.user.changed.v1'>,
): Promise<void> {
  return saveAdminStanding(trx, {
    keycloakId: user.keycloakId,
    isAdmin: user.userType === 'admin',
    changedAt: user.changedAt,
  });
}
