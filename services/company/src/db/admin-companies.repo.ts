import type { CompanyListSort } from '@rha/contracts/schemas';
import type { KeysetOrder } from '@rha/kit';
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

/** What the admin's company list narrows to. */
export interface CompanyFilters {
  /** Held anywhere in the name, ignoring case; blank keeps all. */
  q: string;
  /** Companies with at least one location, or with none; absent keeps both. */
  locations?: 'with' | 'without' | undefined;
}

type Queryable = Knex | Knex.Transaction;

/** The list's orders, each read along an index (see the list-indexes migration). */
export const COMPANY_ORDERS: Readonly<Record<CompanyListSort, KeysetOrder>> = {
  name: {
    name: 'name',
    key: 'lower(companies.company_name)',
    keyType: 'text',
    id: 'companies.id',
    direction: 'asc',
  },
  newest: {
    name: 'newest',
    key: 'companies.created_at',
    keyType: 'timestamptz',
    id: 'companies.id',
    direction: 'desc',
  },
};

/** The companies that pass the filters, with their contact and location count, in no order yet. */
export function filteredCompanies(db: Queryable, filters: CompanyFilters): Knex.QueryBuilder {
  const query = adminCompanies(db).modify(matching, filters.q);
  const located = db('locations').select(1).whereRaw('locations.company_id = companies.id');
  if (filters.locations === 'with') query.whereExists(located);
  if (filters.locations === 'without') query.whereNotExists(located);
  return query;
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

function matching(builder: Knex.QueryBuilder, search: string): void {
  if (search === '') return;
  builder.whereRaw("lower(companies.company_name) like ? escape '\\'", [
    `%${escapeLike(search.toLowerCase())}%`,
  ]);
}

/** The search is text, not a pattern: % and _ match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
