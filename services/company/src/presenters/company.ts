import type { Company } from '@rha/contracts/clients';
import type { CompanyRow } from '../db/companies.repo.js';

/** The wire shape of a company; keeps column names (and the owner's subject) out of the API. */
export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    companyName: row.company_name,
    website: row.website,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
