import type { SkillField, VettingStatus } from '@rha/contracts/reference';
import type { TechnicianListSort } from '@rha/contracts/schemas';
import type { KeysetOrder } from '@rha/kit';
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

/** What the admin's directory narrows to; absent filters keep everyone. */
export interface DirectoryFilters {
  /** Held anywhere in the full name, ignoring case; blank keeps all. */
  q: string;
  status?: VettingStatus | undefined;
  region?: string | undefined;
  community?: string | undefined;
  /** A skill with the option list it belongs to. */
  skill?: { field: SkillField; name: string } | undefined;
}

/** The directory's orders, each read along an index (see the list-indexes migration). */
export const DIRECTORY_ORDERS: Readonly<Record<TechnicianListSort, KeysetOrder>> = {
  name: { name: 'name', key: 't.name_key', keyType: 'text', id: 't.keycloak_id', direction: 'asc' },
  newest: {
    name: 'newest',
    key: 't.signed_up_at',
    keyType: 'timestamptz',
    id: 't.keycloak_id',
    direction: 'desc',
  },
  // Never signed in sorts after every sign-in: -infinity is below any time.
  lastLogin: {
    name: 'lastLogin',
    key: "coalesce(t.last_login, '-infinity'::timestamptz)",
    keyType: 'timestamptz',
    id: 't.keycloak_id',
    direction: 'desc',
  },
};

/** The directory's rows that pass the filters, columns selected, in no order yet. */
export function filteredDirectory(db: Queryable, filters: DirectoryFilters): Knex.QueryBuilder {
  const query = directory(db).select(DIRECTORY_COLUMNS);
  if (filters.q !== '') {
    // The term is matched literally: LIKE's wildcards and its escape character lose their meaning.
    const literal = filters.q.replace(/[\\%_]/g, (char) => `\\${char}`);
    query.whereRaw("t.name_key like '%' || lower(?) || '%' escape '\\'", [literal]);
  }
  if (filters.status) query.where('t.vetting_status', filters.status);
  if (filters.region) query.where('l.region', filters.region);
  if (filters.community) query.where('l.community', filters.community);
  if (filters.skill) {
    query.whereRaw('t.metadata @> ?::jsonb', [
      JSON.stringify({ [filters.skill.field]: [filters.skill.name] }),
    ]);
  }
  return query;
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
