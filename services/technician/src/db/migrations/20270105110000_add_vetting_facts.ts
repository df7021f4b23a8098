import type { Migration } from '@rha/kit';

/** Written out as they were when this migration was made. */
const FACTS = "'backgroundCheckCompleted', 'discordJoined'";

/**
 * Facts admins record about a technician (the background check completed, Discord joined), each
 * with who and when; the checklist confirmed with an approval; and the interview notes as they read
 * before each change of them, so no earlier version is lost.
 */
export const addVettingFacts: Migration = {
  name: '20270105110000_add_vetting_facts',
  async up(knex) {
    await knex.schema.createTable('vetting_facts', (table) => {
      table
        .text('technician_id')
        .notNullable()
        .references('keycloak_id')
        .inTable('technicians')
        .onDelete('CASCADE');
      table.text('fact').notNullable();
      table.text('recorded_by_id').notNullable();
      table.text('recorded_by_name').notNullable();
      table
        .timestamp('recorded_at', { useTz: true })
        .notNullable()
        .defaultTo(knex.raw('clock_timestamp()'));
      table.primary(['technician_id', 'fact']);
      table.check(`fact in (${FACTS})`, {}, 'vetting_facts_fact_check');
    });
    await knex.schema.alterTable('vetting_changes', (table) => {
      table.specificType('checks', 'text[]').notNullable().defaultTo('{}');
    });
    await knex.schema.alterTable('metadata_audit', (table) => {
      table.text('interview_notes_before');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('metadata_audit', (table) => {
      table.dropColumn('interview_notes_before');
    });
    await knex.schema.alterTable('vetting_changes', (table) => {
      table.dropColumn('checks');
    });
    await knex.schema.dropTable('vetting_facts');
  },
};
