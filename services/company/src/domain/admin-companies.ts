import { messages, type AdminCompanyListQuery, type ListPage } from '@rha/contracts/schemas';
import { DomainError, keysetPage } from '@rha/kit';
import type { Knex } from 'knex';
import {
  COMPANY_ORDERS,
  filteredCompanies,
  findAdminCompany,
  listCompanyLocations,
  type AdminCompanyRow,
} from '../db/admin-companies.repo.js';
import type { LocationRow } from '../db/locations.repo.js';

/** The admin's company list: one page of the filtered companies after the cursor, in order. */
export async function companyPage(
  db: Knex,
  { cursor, limit, sort, q, locations }: AdminCompanyListQuery,
): Promise<ListPage<AdminCompanyRow>> {
  return keysetPage<AdminCompanyRow>(db, filteredCompanies(db, { q, locations }), {
    order: COMPANY_ORDERS[sort],
    cursor,
    limit,
  });
}

/** Any company with its locations, for the admin; an unknown id is a 404 that reveals nothing. */
export async function companyWithLocations(
  db: Knex,
  id: string,
): Promise<{ company: AdminCompanyRow; locations: LocationRow[] }> {
  const company = await findAdminCompany(db, id);
  if (!company) throw new DomainError('not_found', { message: messages.admin.companyNotFound });
  return { company, locations: await listCompanyLocations(db, id) };
}
