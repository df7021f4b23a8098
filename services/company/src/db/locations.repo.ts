import type { Knex } from 'knex';

/** A row of `locations`, as pg returns it. */
export interface LocationRow {
  id: string;
  company_id: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  created_at: Date;
  updated_at: Date;
}

export interface LocationAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The company already has a location with this address, city, state and ZIP code. */
export class DuplicateLocationError extends Error {
  constructor() {
    super('duplicate location');
    this.name = 'DuplicateLocationError';
  }
}

type Queryable = Knex | Knex.Transaction;

const UNIQUE_ADDRESS_INDEX = 'locations_company_address_unique';

/** Oldest first: the first one is the company's main location. */
export async function listLocations(db: Queryable, companyId: string): Promise<LocationRow[]> {
  return db<LocationRow>('locations')
    .where({ company_id: companyId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

export async function listLocationsOfOwner(
  db: Queryable,
  ownerKeycloakId: string,
): Promise<LocationRow[]> {
  return db<LocationRow>('locations')
    .select('locations.*')
    .join('companies', 'companies.id', 'locations.company_id')
    .where('companies.owner_keycloak_id', ownerKeycloakId)
    .orderBy([{ column: 'locations.created_at' }, { column: 'locations.id' }]);
}

export async function firstLocation(
  db: Queryable,
  companyId: string,
): Promise<LocationRow | undefined> {
  return db<LocationRow>('locations')
    .where({ company_id: companyId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
}

/** The location only when it belongs to the company: another company's id finds nothing. */
export async function findLocation(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<LocationRow | undefined> {
  return db<LocationRow>('locations').where({ company_id: companyId, id }).first();
}

export async function findLocationOfOwner(
  db: Queryable,
  ownerKeycloakId: string,
  id: string,
): Promise<LocationRow | undefined> {
  return db<LocationRow>('locations')
    .select('locations.*')
    .join('companies', 'companies.id', 'locations.company_id')
    .where({ 'companies.owner_keycloak_id': ownerKeycloakId, 'locations.id': id })
    .first();
}

export async function insertLocation(
  trx: Knex.Transaction,
  companyId: string,
  location: LocationAddress,
): Promise<LocationRow> {
  const rows = await uniqueAddress(
    trx<LocationRow>('locations')
      .insert({ company_id: companyId, ...columnsOf(location) })
      .returning('*'),
  );
  return rows[0] as LocationRow;
}

export async function updateLocation(
  trx: Knex.Transaction,
  id: string,
  location: LocationAddress,
): Promise<LocationRow> {
  const rows = await uniqueAddress(
    trx<LocationRow>('locations')
      .where({ id })
      .update({ ...columnsOf(location), updated_at: trx.fn.now() })
      .returning('*'),
  );
  const row = rows[0] as LocationRow | undefined;
  if (!row) throw new Error(`location ${id} vanished while being updated`);
  return row;
}

/** How many rows went: 0 when the id is not one of the company's locations. */
export async function deleteLocation(
  trx: Knex.Transaction,
  companyId: string,
  id: string,
): Promise<number> {
  return trx('locations').where({ company_id: companyId, id }).delete();
}

function columnsOf(location: LocationAddress) {
  return {
    address: location.address,
    city: location.city,
    state: location.state,
    zip_code: location.zipCode,
  };
}

async function uniqueAddress<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === UNIQUE_ADDRESS_INDEX) throw new DuplicateLocationError();
    throw error;
  }
}
