import type { Migration } from '../migration.js';

/** Outbox and inbox tables, created in every service's own schema before its own migrations. */
export const busMigrations: Migration[] = [
  {
    name: '00000000000001_create_outbox',
    async up(knex) {
      await knex.schema.createTable('outbox', (table) => {
        table.uuid('id').primary();
        table.text('type').notNullable();
        table.jsonb('envelope').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.timestamp('published_at', { useTz: true });
        table.integer('attempts').notNullable().defaultTo(0);
        table.text('last_error');
      });
      await knex.raw(
        'create index outbox_unpublished on outbox (created_at) where published_at is null',
      );
    },
    async down(knex) {
      await knex.schema.dropTable('outbox');
    },
  },
  {
    name: '00000000000002_create_inbox',
    async up(knex) {
      await knex.schema.createTable('inbox', (table) => {
        table.uuid('event_id').primary();
        table.text('type').notNullable();
        table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
    async down(knex) {
      await knex.schema.dropTable('inbox');
    },
  },
];
