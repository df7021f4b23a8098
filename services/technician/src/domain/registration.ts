import type { Knex } from 'knex';
import {
  findLocation,
  insertLocationIfNone,
  type LocationFields,
  type LocationRow,
} from '../db/locations.repo.js';
import { ensureTechnician } from '../db/technicians.repo.js';

/**
 * The sign-up's last step, safe to repeat: creates the technician's record when missing and keeps
 * the location from sign-up only when none is stored, so a repeat never overwrites a location
 * changed since. Answers the location stored afterwards.
 */
export async function registerTechnician(
  db: Knex,
  subject: string,
  location: LocationFields | undefined,
): Promise<LocationRow | undefined> {
  return db.transaction(async (trx) => {
    await ensureTechnician(trx, subject);
    const added = location && (await insertLocationIfNone(trx, subject, location));
    return added ?? findLocation(trx, subject);
  });
}
