import type { VettingStatus } from '@rha/contracts/reference';
import type { Knex } from 'knex';
import { RATING_SUMMARY_JOIN, type RatingSummaryColumns } from './ratings-received.repo.js';

/**
 * A technician as the admin's directory lists them: identity's copy, status, location and the
 * ratings received.
 */
export interface DirectoryRow extends RatingSummaryColumns {
  keycloak_id: string;
  full_name: string;
  email: string;
  phone: string;
  signed_up_at: Date;
  last_login: Date | null;
  vetting_status: VettingStatus;
  /** Null when the technician has no service location. */
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** What identity tells of a user, as `identity.user.changed.v1` carries it. */
export interface IdentityCopy {
  subject: string;
  fullName: string;
  email: string;
  phone: string;
  signedUpAt: string;
  lastLogin: string | null;
  changedAt: string;
}

type Queryable = Knex | Knex.Transaction;

export const DIRECTORY_COLUMNS = [
  't.keycloak_id',
  't.full_name',
  't.email',
  't.phone',
  't.signed_up_at',
  't.last_login',
  't.vetting_status',
  'l.city',
  'l.state',
  'l.zip_code',
  'r.rating_average',
  'r.rating_count',
];

/** Technicians with their location and ratings, aliased `t`, `l` and `r`. */
export function directory(db: Queryable): Knex.QueryBuilder {
  return db({ t: 'technicians' })
    .leftJoin({ l: 'locations' }, 'l.technician_id', 't.keycloak_id')
    .joinRaw(RATING_SUMMARY_JOIN);
}

/** Keeps the technicians whose name holds `search` anywhere, ignoring case; blank keeps all. */
function matchingName(query: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
  if (search === '') return query;
  // The term is matched literally: LIKE's wildcards and its escape character lose their meaning.
  const literal = search.replace(/[\\%_]/g, (char) => `\\${char}`);
  return query.whereRaw("t.name_key like '%' || lower(?) || '%' escape '\\'", [literal]);
}

/** One page in the directory's order: name without case, then id, as the index keeps them. */
export async function listDirectoryPage(
  db: Queryable,
  page: { search: string; limit: number; offset: number },
): Promise<DirectoryRow[]> {
  const rows: unknown = await matchingName(directory(db), page.search)
    .select(DIRECTORY_COLUMNS)
    .orderBy(['t.name_key', 't.keycloak_id'])
    .limit(page.limit)
    .offset(page.offset);
  return rows as DirectoryRow[];
}

export async function countDirectory(db: Queryable, search: string): Promise<number> {
  const row = await matchingName(db({ t: 'technicians' }), search)
    .count({ n: '*' })
    .first();
  return Number((row as { n: string | number } | undefined)?.n ?? 0);
}

/**
 * Stores identity's copy of a technician, creating the row when missing, unless the row holds a
 * copy changed at the same time or later: false then, and nothing changes.
 */
export async function storeIdentityCopy(
  trx: Knex.Transaction,
  copy: IdentityCopy,
): Promise<boolean> {
  const rows: unknown[] = await trx('technicians')
    .insert({
      keycloak_id: copy.subject,
      full_name: copy.fullName,
      email: copy.email,
      phone: copy.phone,
      signed_up_at: copy.signedUpAt,
      last_login: copy.lastLogin,
      directory_changed_at: copy.changedAt,
    })
    .onConflict('keycloak_id')
    .merge({
      full_name: trx.raw('excluded.full_name'),
      email: trx.raw('excluded.email'),
      phone: trx.raw('excluded.phone'),
      signed_up_at: trx.raw('excluded.signed_up_at'),
      last_login: trx.raw('excluded.last_login'),
      directory_changed_at: trx.raw('excluded.directory_changed_at'),
      updated_at: trx.fn.now(),
    })
    .whereRaw(
      'technicians.directory_changed_at is null or ' +
        'technicians.directory_changed_at < excluded.directory_changed_at',
    )
    .returning('keycloak_id');
  return rows.length > 0;
}

/**
 * Creates the technician's row when missing and fills name and e-mail from the sign-up's token
 * where they are still empty, so a new technician is listed before identity's copy arrives.
 */
export async function ensureDirectoryEntry(
  trx: Knex.Transaction,
  subject: string,
  known: { fullName: string; email: string },
): Promise<void> {
  await trx('technicians')
    .insert({ keycloak_id: subject, full_name: known.fullName, email: known.email })
    .onConflict('keycloak_id')
    .merge({
      full_name: trx.raw(
        "case when technicians.full_name = '' then excluded.full_name else technicians.full_name end",
      ),
      email: trx.raw(
        "case when technicians.email = '' then excluded.email else technicians.email end",
      ),
    });
}
