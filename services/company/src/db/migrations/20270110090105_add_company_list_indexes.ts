import type { Migration } from '@rha/kit';

export const addCompanyListIndexes: Migration = {
  name: '20270110090105_add_company_list_indexes',
  async up(knex) {
    // pg_trgm lets a GIN index answer "name holds this text anywhere", which a b-tree cannot. It
    // is installed once per database, in public, whichever service's migration gets there first;
    // two running at once may both try, and the loser finds it there.
    await knex.raw(`
      do $$ begin
        create extension if not exists pg_trgm with schema public;
      exception when unique_violation or duplicate_object then null;
      end $$`);
    await knex.raw(
      'create index companies_name_trigrams on companies using gin (lower(company_name) public.gin_trgm_ops)',
    );
    // The newest order, with its tie-breaker, read straight from an index (the name order has one).
    await knex.raw('create index companies_newest_order on companies (created_at desc, id desc)');
  },
  async down(knex) {
    for (const index of ['companies_name_trigrams', 'companies_newest_order']) {
      await knex.raw(`drop index if exists ${index}`);
    }
  },
};
