import type { Migration } from '@rha/kit';

export const addRatings: Migration = {
  name: '20261230120000_add_ratings',
  async up(knex) {
    await knex.schema.createTable('ratings', (table) => {
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      // The side that gave it: the company rates the technician, the technician the company.
      table.text('party').notNullable();
      table.uuid('rater_id').notNullable();
      table.smallint('score').notNullable();
      table.text('comment').notNullable().defaultTo('');
      table.timestamp('rated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['request_id', 'party']);
      table.check(`party in ('company', 'technician')`, {}, 'ratings_party_check');
      table.check(`score between 1 and 5`, {}, 'ratings_score_check');
    });
    await knex.schema.alterTable('service_requests', (table) => {
      // Set once, when both have rated or the window closed: the reveal is published then.
      table.timestamp('ratings_revealed_at', { useTz: true });
    });
    await knex.raw(
      `create index service_requests_ratings_pending on service_requests (completed_at)
        where status = 'Completed' and ratings_revealed_at is null`,
    );
  },
  async down(knex) {
    await knex.raw('drop index service_requests_ratings_pending');
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropColumn('ratings_revealed_at');
    });
    await knex.schema.dropTable('ratings');
  },
};
