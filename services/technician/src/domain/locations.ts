import type { Knex } from 'knex';
import {
  deleteLocation,
  findLocation,
  insertLocationIfNone,
  updateLocation,
  type LocationFields,
  type LocationRow,
} from '../db/locations.repo.js';
import { ensureTechnician } from '../db/technicians.repo.js';
import { locationExists, locationNotFound } from './errors.js';

/* A technician has one service location, found by the token subject alone. */

export async function getOwnLocation(db: Knex, subject: string): Promise<LocationRow | undefined> {
  return findLocation(db, subject);
}

export async function addOwnLocation(
  db: Knex,
  subject: string,
  location: LocationFields,
): Promise<LocationRow> {
  return db.transaction(async (trx) => {
    await ensureTechnician(trx, subject);
    const added = await insertLocationIfNone(trx, subject, location);
    if (!added) throw locationExists();
    return added;
  });
}

/** The fields given replace the stored ones. */
export async function updateOwnLocation(
  db: Knex,
  subject: string,
  changes: Partial<LocationFields>,
): Promise<LocationRow> {
  const updated = await updateLocation(db, subject, changes);
  if (!updated) throw locationNotFound();
  return updated;
}

export async function deleteOwnLocation(db: Knex, subject: string): Promise<void> {
  const deleted = await deleteLocation(db, subject);
  if (deleted === 0) throw locationNotFound();
}
