import type { Migration } from '@rha/kit';

export const addDirectoryListIndexes: Migration = {
  name: '20270110090005_add_directory_list_indexes',
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
      'create index technicians_name_trigrams on technicians using gin (name_key public.gin_trgm_ops)',
    );
    // Each order of the admin's list, with its tie-breaker, read straight from an index.
    await knex.raw(
      'create index technicians_newest_order on technicians (signed_up_at desc, keycloak_id desc)',
    );
    await knex.raw(
      "create index technicians_last_login_order on technicians ((coalesce(last_login, '-infinity'::timestamptz)) desc, keycloak_id desc)",
    );
    await knex.raw(
      'create index technicians_status_order on technicians (vetting_status, name_key, keycloak_id)',
    );
    // The skill filter asks whether the answers contain one item of a list.
    await knex.raw(
      'create index technicians_metadata_contains on technicians using gin (metadata jsonb_path_ops)',
    );
  },
  async down(knex) {
    for (const index of [
      'technicians_name_trigrams',
      'technicians_newest_order',
      'technicians_last_login_order',
      'technicians_status_order',
      'technicians_metadata_contains',
    ]) {
      await knex.raw(`drop index if exists ${index}`);
    }
  },
};
