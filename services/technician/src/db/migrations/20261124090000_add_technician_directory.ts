import type { Migration } from '@rha/kit';

export const addTechnicianDirectory: Migration = {
  name: '20261124090000_add_technician_directory',
  async up(knex) {
    await knex.schema.alterTable('technicians', (table) => {
      // The service's copy of identity's user, so the admin directory is one query of this schema.
      // Empty until identity's identity.user.changed.v1 (or the sign-up's token) fills it.
      table.text('full_name').notNullable().defaultTo('');
      table.text('email').notNullable().defaultTo('');
      table.text('phone').notNullable().defaultTo('');
      table.timestamp('signed_up_at', { useTz: true });
      table.timestamp('last_login', { useTz: true });
      // The changedAt of the identity copy stored: an older change delivered late is ignored.
      table.timestamp('directory_changed_at', { useTz: true });
    });
    await knex.raw('update technicians set signed_up_at = created_at');
    await knex.raw(
      'alter table technicians alter column signed_up_at set not null, ' +
        'alter column signed_up_at set default now()',
    );
    // The name as the directory sorts and searches it, kept lowered once per write rather than on
    // every row of every search. Indexed with the id, the directory's order reads straight from the
    // index, so a page costs the rows it shows; a name search scans these short keys, which stays
    // in single milliseconds at tens of thousands of technicians without an extension-backed index.
    await knex.raw(
      'alter table technicians add column name_key text generated always as (lower(full_name)) stored',
    );
    await knex.raw(
      'create index technicians_directory_order on technicians (name_key, keycloak_id)',
    );
  },
  async down(knex) {
    await knex.raw('drop index technicians_directory_order');
    await knex.schema.alterTable('technicians', (table) => {
      table.dropColumns(
        'full_name',
        'email',
        'phone',
        'signed_up_at',
        'last_login',
        'directory_changed_at',
        'name_key',
      );
    });
  },
};
