import { ADMIN_PAGE_SIZE, messages, type AdminListQuery } from '@rha/contracts/schemas';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import {
  findAdminCompany,
  listAdminCompanies,
  listCompanyLocations,
  type AdminCompanyRow,
} from '../db/admin-companies.repo.js';
import type { LocationRow } from '../db/locations.repo.js';

export interface AdminCompanyPage {
  rows: AdminCompanyRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** The admin's company list: one page of the companies whose name holds the search. */
export async function companyPage(db: Knex, query: AdminListQuery): Promise<AdminCompanyPage> {
  const { rows, total } = await listAdminCompanies(db, {
    search: query.search,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { rows, page: query.page, pageSize: ADMIN_PAGE_SIZE, total };
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
