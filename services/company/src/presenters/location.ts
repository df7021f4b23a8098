import type { CompanyLocation } from '@rha/contracts/clients';
import type { AdminCompanyLocation } from '@rha/contracts/schemas';
import type { LocationRow } from '../db/locations.repo.js';

/** The address alone: what the admin's company details list of each location. */
export function presentAdminLocation(row: LocationRow): AdminCompanyLocation {
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
  };
}

export function presentLocation(row: LocationRow): CompanyLocation {
  return {
    ...presentAdminLocation(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
