import type { Knex } from 'knex';
import { countByCompany, listByCompany, type ServiceRequestRow } from './service-requests.repo.js';

/** The most of one company's requests the admin's details panel shows. */
const COMPANY_LIST_LIMIT = 200;

export interface CompanyRequestCount {
  companyId: string;
  count: number;
}

/** One count per company asked, in the order asked, 0 for a company without requests. */
export async function requestCounts(
  db: Knex,
  companyIds: readonly string[],
): Promise<CompanyRequestCount[]> {
  const asked = [...new Set(companyIds)];
  const counts = await countByCompany(db, asked);
  return asked.map((companyId) => ({ companyId, count: counts.get(companyId) ?? 0 }));
}

/** Any company's requests, newest first: the admin reads them all. */
export function companyRequests(db: Knex, companyId: string): Promise<ServiceRequestRow[]> {
  return listByCompany(db, companyId, COMPANY_LIST_LIMIT);
}
