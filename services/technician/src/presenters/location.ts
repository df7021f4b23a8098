import type { TechnicianLocation } from '@rha/contracts/clients';
import type { LocationRow } from '../db/locations.repo.js';

export function presentLocation(row: LocationRow): TechnicianLocation {
  // Only a state the shared schema admitted (Alaska) is ever stored.
  const state = row.state as TechnicianLocation['state'];
  return { city: row.city, state, zipCode: row.zip_code };
}

export function presentOptionalLocation(row: LocationRow | undefined): {
  location: TechnicianLocation | null;
} {
  return { location: row ? presentLocation(row) : null };
}
