import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ensureDirectoryEntry } from '../db/directory.repo.js';
import {
  findLocation,
  insertLocationIfNone,
  type LocationFields,
  type LocationRow,
} from '../db/locations.repo.js';

/** The e-mail travels in vetting events, whose schema takes only a valid address. */
const emailAddress = z.email();

/**
 * The sign-up's last step, safe to repeat: creates the technician's record when missing, with the
 * token's name and e-mail where none is known yet, and keeps the location from sign-up only when
 * none is stored, so a repeat never overwrites a location changed since. Answers the location
 * stored afterwards.
 */
export async function registerTechnician(
  db: Knex,
  technician: SignedInUser,
  location: LocationFields | undefined,
): Promise<LocationRow | undefined> {
  const email = emailAddress.safeParse(technician.email?.trim());
  return db.transaction(async (trx) => {
    await ensureDirectoryEntry(trx, technician.subject, {
      fullName: technician.fullName,
      email: email.success ? email.data : '',
    });
    const added = location && (await insertLocationIfNone(trx, technician.subject, location));
    return added ?? findLocation(trx, technician.subject);
  });
}
