import type { Migration } from '@rha/kit';

/**
 * A technician's jobs read upcoming first: the jobs still ahead by arrival, soonest first, then the
 * finished ones, latest first, as one number so a keyset can page it. The function is immutable
 * (an epoch does not depend on the session's time zone, and the preferred day is read as UTC), so
 * an index can hold its value and a page costs what the first one does. The statuses passed as
 * `ahead` are the `ahead` gate's, in its order: the index serves the query only while both agree.
 */
const UPCOMING_JOB_KEY = `create function upcoming_job_key(
    ahead boolean, eta timestamptz, preferred_date date, created_at timestamptz
  ) returns numeric language sql immutable parallel safe as $$
    select case
      when ahead then extract(epoch from coalesce(eta, preferred_date::timestamp at time zone 'UTC'))
      else 100000000000 - extract(epoch from coalesce(eta, created_at))
    end
  $$`;

export const indexUpcomingJobs: Migration = {
  name: '20270113100005_index_upcoming_jobs',
  async up(knex) {
    await knex.raw(UPCOMING_JOB_KEY);
    await knex.raw(`create index service_requests_assigned_upcoming on service_requests (
        assigned_technician_id,
        upcoming_job_key(status in ('Accepted', 'On hold', 'On site'), eta, preferred_date, created_at),
        id
      ) where assigned_technician_id is not null`);
  },
  async down(knex) {
    await knex.raw('drop index service_requests_assigned_upcoming');
    await knex.raw('drop function upcoming_job_key');
  },
};
