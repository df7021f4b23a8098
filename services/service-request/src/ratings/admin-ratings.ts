import { ADMIN_PAGE_SIZE, type AdminRatings, type AdminRatingsQuery } from '@rha/contracts';
import type { Knex } from 'knex';
import { listRatedJobs, type RatingsSubject } from './admin-ratings.repo.js';
import { ratingsOf } from './ratings.repo.js';
import { presentAdminRatingEntry } from './admin-ratings.presenter.js';

/** The query names exactly one of the two; ids are compared as the services store them, lowercase. */
function subjectOf(query: AdminRatingsQuery): RatingsSubject {
  return query.technicianId !== undefined
    ? { technicianId: query.technicianId.toLowerCase() }
    : { companyId: (query.companyId ?? '').toLowerCase() };
}

/**
 * One page of a technician's or a company's rated jobs with both ratings: an admin sees them
 * whether or not the two sides may see each other's yet.
 */
export async function adminRatings(
  db: Knex,
  query: AdminRatingsQuery,
  now: Date,
): Promise<AdminRatings> {
  const { rows, total } = await listRatedJobs(db, subjectOf(query), {
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  const ratings = await ratingsOf(
    db,
    rows.map(({ id }) => id),
  );
  return {
    ratings: rows.map((row) => presentAdminRatingEntry(row, ratings.get(row.id) ?? {}, now)),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
