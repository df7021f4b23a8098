import type { Migration } from '@rha/kit';

/** The approved work's money facts, kept from the completion event for the invoice's lines. */
export const addCompletedWork: Migration = {
  name: '20261201100004_add_completed_work',
  async up(knex) {
    await knex.schema.alterTable('jobs', (table) => {
      table.jsonb('completed_work');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('jobs', (table) => {
      table.dropColumn('completed_work');
    });
  },
};
