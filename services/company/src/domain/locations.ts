import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { lockCompanyByOwner } from '../db/companies.repo.js';
import {
  deleteLocation,
  findLocation,
  findLocationOfOwner,
  insertLocation,
  listLocationsOfOwner,
  updateLocation,
  type LocationRow,
} from '../db/locations.repo.js';
import type { AddressInput } from '@rha/contracts/address-check';
import { requireValidAddress, uniqueLocation } from './address-rules.js';
import { companyNotFound, locationNotFound } from './errors.js';

/*
 * Every lookup goes through the user's own company (token subject -> company -> location), so
 * another company's location id is simply not found: its existence is never revealed.
 */

export async function listOwnLocations(db: Knex, subject: string): Promise<LocationRow[]> {
  return listLocationsOfOwner(db, subject);
}

export async function getOwnLocation(db: Knex, subject: string, id: string): Promise<LocationRow> {
  const location = await findLocationOfOwner(db, subject, id);
  if (!location) throw locationNotFound();
  return location;
}

export async function addOwnLocation(
  db: Knex,
  user: SignedInUser,
  input: AddressInput,
): Promise<LocationRow> {
  const address = requireValidAddress(input);
  return uniqueLocation(() =>
    db.transaction(async (trx) => {
      const company = await lockCompanyByOwner(trx, user.subject);
      if (!company) throw companyNotFound();
      return insertLocation(trx, company.id, address);
    }),
  );
}

/** The given fields replace the stored ones; the result is checked as one address. */
export async function updateOwnLocation(
  db: Knex,
  user: SignedInUser,
  id: string,
  changes: Partial<AddressInput>,
): Promise<LocationRow> {
  return uniqueLocation(() =>
    db.transaction(async (trx) => {
      const company = await lockCompanyByOwner(trx, user.subject);
      const current = company && (await findLocation(trx, company.id, id));
      if (!company || !current) throw locationNotFound();
      const address = requireValidAddress({
        address: changes.address ?? current.address,
        city: changes.city ?? current.city,
        state: changes.state ?? current.state,
        zipCode: changes.zipCode ?? current.zip_code,
      });
      return updateLocation(trx, current.id, address);
    }),
  );
}

export async function deleteOwnLocation(db: Knex, user: SignedInUser, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const company = await lockCompanyByOwner(trx, user.subject);
    const deleted = company ? await deleteLocation(trx, company.id, id) : 0;
    if (!company || deleted === 0) throw locationNotFound();
  });
}
