import type { Knex } from 'knex';

export interface OwnerContact {
  keycloakId: string;
  fullName: string;
  email: string;
  phone: string;
  changedAt: string;
}

/**
 * Stores the contact unless the stored one is as new or newer. Returns whether it was stored:
 * events about one user may arrive out of order, and only the latest change counts.
 */
export async function upsertOwnerContact(
  trx: Knex.Transaction,
  contact: OwnerContact,
): Promise<boolean> {
  const rows = await trx('owner_contacts')
    .insert({
      keycloak_id: contact.keycloakId,
      full_name: contact.fullName,
      email: contact.email,
      phone: contact.phone,
      changed_at: contact.changedAt,
    })
    .onConflict('keycloak_id')
    .merge(['full_name', 'email', 'phone', 'changed_at'])
    .where('owner_contacts.changed_at', '<', trx.raw('excluded.changed_at'))
    .returning('keycloak_id');
  return rows.length > 0;
}
