import type { Knex } from 'knex';

/** A row of `companies`, as pg returns it. */
export interface CompanyRow {
  id: string;
  owner_keycloak_id: string;
  company_name: string;
  website: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewCompany {
  ownerKeycloakId: string;
  companyName: string;
  website: string | null;
}

export interface CompanyChanges {
  companyName?: string;
  website?: string | null;
}

type Queryable = Knex | Knex.Transaction;

export async function findCompanyByOwner(
  db: Queryable,
  ownerKeycloakId: string,
): Promise<CompanyRow | undefined> {
  return db<CompanyRow>('companies').where({ owner_keycloak_id: ownerKeycloakId }).first();
}

/**
 * The owner's company, row-locked until the transaction ends: changes to one company and its
 * locations queue behind each other, so "the first location" and uniqueness checks stay true.
 */
export async function lockCompanyByOwner(
  trx: Knex.Transaction,
  ownerKeycloakId: string,
): Promise<CompanyRow | undefined> {
  return trx<CompanyRow>('companies')
    .where({ owner_keycloak_id: ownerKeycloakId })
    .forUpdate()
    .first();
}

/**
 * Inserts the company unless its owner already has one. Returns the new row, or undefined when
 * one exists: the unique owner column decides, so concurrent sign-ups never make two.
 */
export async function insertCompanyIfAbsent(
  trx: Knex.Transaction,
  company: NewCompany,
): Promise<CompanyRow | undefined> {
  const rows = await trx<CompanyRow>('companies')
    .insert({
      owner_keycloak_id: company.ownerKeycloakId,
      company_name: company.companyName,
      website: company.website,
    })
    .onConflict('owner_keycloak_id')
    .ignore()
    .returning('*');
  return rows[0] as CompanyRow | undefined;
}

export async function updateCompany(
  trx: Knex.Transaction,
  id: string,
  changes: CompanyChanges,
): Promise<CompanyRow> {
  const rows = await trx<CompanyRow>('companies')
    .where({ id })
    .update({
      ...(changes.companyName !== undefined && { company_name: changes.companyName }),
      ...(changes.website !== undefined && { website: changes.website }),
      updated_at: trx.fn.now(),
    })
    .returning('*');
  const row = rows[0] as CompanyRow | undefined;
  if (!row) throw new Error(`company ${id} vanished while being updated`);
  return row;
}
