import type { EventData } from '@rha/contracts';
import { skillFieldOf, type AdminTechnicianListQuery, type ListPage } from '@rha/contracts/schemas';
import { keysetPage } from '@rha/kit';
import type { Knex } from 'knex';
import {
  DIRECTORY_ORDERS,
  filteredDirectory,
  storeIdentityCopy,
  type DirectoryRow,
} from '../db/directory.repo.js';

/** One page of the admin's directory: the filtered rows after the cursor, in the chosen order. */
export async function listDirectory(
  db: Knex,
  { cursor, limit, sort, q, status, region, community, skill }: AdminTechnicianListQuery,
): Promise<ListPage<DirectoryRow>> {
  const field = skill === undefined ? undefined : skillFieldOf(skill);
  const rows = filteredDirectory(db, {
    q,
    status,
    region,
    community,
    skill: field && skill !== undefined ? { field, name: skill } : undefined,
  });
  return keysetPage<DirectoryRow>(db, rows, { order: DIRECTORY_ORDERS[sort], cursor, limit });
}

export type UserChange = EventData<'identity.user.changed.v1'>;

/**
 * Keeps the directory's copy of a technician's identity: only technicians are listed here, and a
 * change older than the copy held is stale. Tells whether the copy was stored.
 */
export async function copyIdentityUser(trx: Knex.Transaction, user: UserChange): Promise<boolean> {
  if (user.userType !== 'technician') return false;
  return storeIdentityCopy(trx, {
    subject: user.keycloakId,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    signedUpAt: user.signedUpAt,
    lastLogin: user.lastLogin,
    changedAt: user.changedAt,
  });
}
