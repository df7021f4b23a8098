import type { EventData } from '@rha/contracts';
import { ADMIN_PAGE_SIZE, type AdminListQuery } from '@rha/contracts/schemas';
import type { Knex } from 'knex';
import {
  countDirectory,
  listDirectoryPage,
  storeIdentityCopy,
  type DirectoryRow,
} from '../db/directory.repo.js';

export interface DirectoryPage {
  rows: DirectoryRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** One page of the admin's directory and how many technicians match in all: two queries. */
export async function listDirectory(db: Knex, query: AdminListQuery): Promise<DirectoryPage> {
  const [rows, total] = await Promise.all([
    listDirectoryPage(db, {
      search: query.search,
      limit: ADMIN_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_PAGE_SIZE,
    }),
    countDirectory(db, query.search),
  ]);
  return { rows, page: query.page, pageSize: ADMIN_PAGE_SIZE, total };
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
