import type { Migration } from '@rha/kit';

/**
 * The request lists search ticket numbers and job descriptions for text anywhere in them. A search
 * that matches few requests would otherwise read every request of the list to find them; a trigram
 * GIN index per column answers it, and the planner keeps the keyset index for searches that match
 * many, where reading in order finds a page sooner.
 */
const INDEXES = {
  service_requests_ticket_trigrams: `on service_requests using gin (ticket_number public.gin_trgm_ops)`,
  service_requests_description_trigrams: `on service_requests using gin (job_description public.gin_trgm_ops)`,
};

export const addRequestSearchTrigrams: Migration = {
  name: '20270112100006_add_request_search_trigrams',
  async up(knex) {
    // Installed once per database, in public, by whichever service's migration gets there first;
    // two running at once may both try, and the loser finds it there.
    await knex.raw(`
      do $$ begin
        create extension if not exists pg_trgm with schema public;
      exception when unique_violation or duplicate_object then null;
      end $$`);
    for (const [name, definition] of Object.entries(INDEXES)) {
      await knex.raw(`create index ${name} ${definition}`);
    }
  },
  async down(knex) {
    for (const name of Object.keys(INDEXES)) await knex.raw(`drop index ${name}`);
  },
};
