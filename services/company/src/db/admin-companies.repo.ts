import type { Knex } from 'knex';
import type { LocationRow } from './locations.repo.js';

/** A company as the admin's list shows it: with its owner's contact and its number of locations. */
export interface AdminCompanyRow {
  id: string;
  company_name: string;
  website: string | null;
  created_at: Date;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  location_count: number;
}

export interface CompanyPageQuery {
  /** Kept when the name holds it, ignoring case; empty keeps every company. */
  search: string;
  limit: number;
  offset: number;
}

type Queryable = Knex | Knex.Transaction;

/** One page by name (ignoring case), then id, and how many companies match in all. */
export async function listAdminCompanies(
  db: Queryable,
  query: CompanyPageQuery,
): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    adminCompanies(db)
      .modify(matching, db, query.search)
      .orderByRaw('lower(companies.company_name), companies.id')
      .limit(query.limit)
      .offset(query.offset),
    db('companies').modify(matching, db, query.search).count<{ total: string }[]>({ total: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export async function findAdminCompany(
  db: Queryable,
  id: string,
): Promise<AdminCompanyRow | undefined> {
  return adminCompanies(db).where('companies.id', id).first();
}

/** Oldest first, like the company's own list: the first one is its main location. */
export async function listCompanyLocations(
  db: Queryable,
  companyId: string,
): Promise<LocationRow[]> {
  return db<LocationRow>('locations')
    .where({ company_id: companyId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

/** Contact and location count in the one query: a page never costs a query per company. */
function adminCompanies(db: Queryable): Knex.QueryBuilder<AdminCompanyRow, AdminCompanyRow[]> {
  return db<AdminCompanyRow>('companies')
    .leftJoin('owner_contacts', 'owner_contacts.keycloak_id', 'companies.owner_keycloak_id')
    .select(
      'companies.id',
      'companies.company_name',
      'companies.website',
      'companies.created_at',
      'owner_contacts.full_name as contact_name',
      'owner_contacts.email as contact_email',
      'owner_contacts.phone as contact_phone',
      db.raw(
        '(select count(*) from locations where locations.company_id = companies.id)::int as location_count',
      ),
    );
}

function matching(builder: Knex.QueryBuilder, db: Queryable, search: string): void {
  if (search === '') return;
  builder.whereRaw("lower(companies.company_name) like ? escape '\\'", [
    `%${escapeLike(search.toLowerCase())}%`,
  ]);
}

/** The search is text, not a pattern: % and _ match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
