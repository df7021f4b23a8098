import type { EventData } from '@rha/contracts';
import type { Knex } from 'knex';
import { upsertOwnerContact } from '../db/owner-contacts.repo.js';

export type UserChanged = EventData<'identity.user.changed.v1'>;

export type ContactOutcome = 'stored' | 'outdated' | 'not_a_company_user';

/**
 * Keeps the name, e-mail and phone of a company user, which the admin's company list shows as the
 * company's contact. Other users are not this service's business.
 */
export async function rememberOwnerContact(
  trx: Knex.Transaction,
  user: UserChanged,
): Promise<ContactOutcome> {
  if (user.userType !== 'company') return 'not_a_company_user';
  const stored = await upsertOwnerContact(trx, {
    keycloakId: user.keycloakId,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    changedAt: user.changedAt,
  });
  return stored ? 'stored' : 'outdated';
}
