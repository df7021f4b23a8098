import type { Migration } from '@rha/kit';

/*
 * The statuses as they stand when this migration was written: a migration is a record of the
 * schema at one point, so it spells them out instead of importing a list that may change later.
 */
const STATUSES =
  "'onboarding', 'applied', 'interview', 'background_check', 'approved', " +
  "'rejected', 'suspended'";

export const createVettingAndAudit: Migration = {
  name: '20261124090100_create_vetting_and_audit',
  async up(knex) {
    await knex.raw(
      'alter table technicians ' +
        'drop constraint technicians_vetting_status_check, ' +
        'drop constraint technicians_completed_is_applied_check, ' +
        `add constraint technicians_vetting_status_check check (vetting_status in (${STATUSES})), ` +
        // Onboarding means not completed; every later status but a rejection (which may come at
        // any time) is reached only after the questionnaire was completed.
        'add constraint technicians_vetting_needs_completion_check check (' +
        "case vetting_status when 'onboarding' then completed_at is null " +
        "when 'rejected' then true else completed_at is not null end)",
    );
    await knex.schema.createTable('vetting_changes', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .text('technician_id')
        .notNullable()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      table.text('from_status').notNullable();
      table.text('to_status').notNullable();
      // For the admins only.
      table.text('note').notNullable().defaultTo('');
      // A rejection's reason, which the technician is told.
      table.text('reason').notNullable().defaultTo('');
      table.text('changed_by_id').notNullable();
      table.text('changed_by_name').notNullable();
      // clock_timestamp(): moves made in one transaction still keep their order.
      table
        .timestamp('changed_at', { useTz: true })
        .notNullable()
        .defaultTo(knex.raw('clock_timestamp()'));
      table.index(['technician_id', 'changed_at'], 'vetting_changes_technician_time');
    });
    await knex.schema.createTable('metadata_audit', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .text('technician_id')
        .notNullable()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      table.text('changed_by_id').notNullable();
      table.text('changed_by_name').notNullable();
      table
        .timestamp('changed_at', { useTz: true })
        .notNullable()
        .defaultTo(knex.raw('clock_timestamp()'));
      // The names of the fields whose value the edit changed, never the values.
      table.specificType('fields', 'text[]').notNullable();
      table.index(['technician_id', 'changed_at'], 'metadata_audit_technician_time');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('metadata_audit');
    await knex.schema.dropTable('vetting_changes');
    await knex.raw(
      'alter table technicians ' +
        'drop constraint technicians_vetting_needs_completion_check, ' +
        'drop constraint technicians_vetting_status_check, ' +
        "add constraint technicians_vetting_status_check check (vetting_status in ('onboarding', 'applied')), " +
        'add constraint technicians_completed_is_applied_check ' +
        "check ((vetting_status = 'onboarding') = (completed_at is null))",
    );
  },
};
