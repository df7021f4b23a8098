import type { CompanyLocation } from '@rha/contracts/clients';
import type { LocationRow } from '../db/locations.repo.js';

export function presentLocation(row: LocationRow): CompanyLocation {
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
