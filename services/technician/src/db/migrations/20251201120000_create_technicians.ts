import type { Migration } from '@rha/kit';

export const createTechnicians: Migration = {
  name: '20251201120000_create_technicians',
  async up(knex) {
    await knex.schema.createTable('technicians', (table) => {
      // The technician's Keycloak subject: the only owner key, taken from the access token.
      table.text('keycloak_id').primary();
      // The questionnaire's answers as saved, validated by the shared schema on the way in; fields
      // never answered are absent and read as their defaults.
      table.jsonb('metadata').notNullable().defaultTo('{}');
      // Onboarding steps completed, in questionnaire order, each once.
      table.specificType('completed_steps', 'text[]').notNullable().defaultTo('{}');
      table.timestamp('completed_at', { useTz: true });
      table.text('vetting_status').notNullable().defaultTo('onboarding');
      // Admins' notes from the vetting interview: no technician route reads or writes them.
      table.text('interview_notes').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(
        "vetting_status in ('onboarding', 'applied')",
        {},
        'technicians_vetting_status_check',
      );
      table.check(
        "(vetting_status = 'onboarding') = (completed_at is null)",
        {},
        'technicians_completed_is_applied_check',
      );
    });
    await knex.schema.createTable('locations', (table) => {
      // The primary key is the owner: one service location per technician.
      table
        .text('technician_id')
        .primary()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      table.text('city').notNullable();
      table.text('state').notNullable();
      table.text('zip_code').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('locations');
    await knex.schema.dropTable('technicians');
  },
};
