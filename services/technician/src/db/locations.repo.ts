import { alaskaCommunityByName, regionOf } from '@rha/contracts/reference';
import type { Knex } from 'knex';

/** A row of `locations`: the technician's one service location. */
export interface LocationRow {
  technician_id: string;
  city: string;
  state: string;
  zip_code: string;
  /** The city as the reference list spells it and its region's id; null when not in the list. */
  community: string | null;
  region: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface LocationFields {
  city: string;
  state: string;
  zipCode: string;
}

type Queryable = Knex | Knex.Transaction;

export async function findLocation(
  db: Queryable,
  subject: string,
): Promise<LocationRow | undefined> {
  return db<LocationRow>('locations').where({ technician_id: subject }).first();
}

/** Inserts the location unless the technician has one: undefined then, and nothing changes. */
export async function insertLocationIfNone(
  trx: Knex.Transaction,
  subject: string,
  location: LocationFields,
): Promise<LocationRow | undefined> {
  const rows = await trx<LocationRow>('locations')
    .insert({ technician_id: subject, ...columnsOf(location) })
    .onConflict('technician_id')
    .ignore()
    .returning('*');
  return rows[0];
}

/** Undefined when the technician has no location. */
export async function updateLocation(
  db: Queryable,
  subject: string,
  changes: Partial<LocationFields>,
): Promise<LocationRow | undefined> {
  const rows = await db<LocationRow>('locations')
    .where({ technician_id: subject })
    .update({ ...columnsOf(changes), updated_at: db.fn.now() })
    .returning('*');
  return rows[0];
}

/** How many rows went: 0 when the technician had no location. */
export async function deleteLocation(db: Queryable, subject: string): Promise<number> {
  return db('locations').where({ technician_id: subject }).delete();
}

function columnsOf(location: Partial<LocationFields>) {
  return {
    ...(location.city !== undefined && {
      city: location.city,
      community: alaskaCommunityByName(location.city)?.name ?? null,
      region: regionOf(location.city)?.id ?? null,
    }),
    ...(location.state !== undefined && { state: location.state }),
    ...(location.zipCode !== undefined && { zip_code: location.zipCode }),
  };
}
