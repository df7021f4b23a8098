import type { AdminCompanyListEntry } from '@rha/contracts/schemas';
import type { AdminCompanyRow } from '../db/admin-companies.repo.js';

/** The request count is the service-request service's to add. */
export type AdminCompanyEntry = Omit<AdminCompanyListEntry, 'requestCount'>;

/** A company the admin reads; the contact stays empty until identity has reported the owner. */
export function presentAdminCompany(row: AdminCompanyRow): AdminCompanyEntry {
  return {
    id: row.id,
    name: row.company_name,
    contact: {
      fullName: row.contact_name ?? '',
      email: row.contact_email ?? '',
      phone: row.contact_phone ?? '',
    },
    website: row.website ?? '',
    locationCount: row.location_count,
    createdAt: row.created_at.toISOString(),
  };
}
