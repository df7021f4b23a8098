import type { Migration } from '@rha/kit';

export const addRatingsReceived: Migration = {
  name: '20261230130000_add_ratings_received',
  async up(knex) {
    await knex.schema.createTable('ratings_received', (table) => {
      // One rating per job: a redelivered reveal finds its job already counted.
      table.uuid('request_id').primary();
      // No reference to `technicians`: the reveal may come before identity's copy of the technician.
      table.text('technician_id').notNullable();
      table.smallint('score').notNullable();
      table.text('comment').notNullable().defaultTo('');
      table.timestamp('rated_at', { useTz: true }).notNullable();
      table.timestamp('revealed_at', { useTz: true }).notNullable();
      table.index(['technician_id'], 'ratings_received_technician');
      table.check(`score between 1 and 5`, {}, 'ratings_received_score_check');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('ratings_received');
  },
};
