import type { Migration } from '@rha/kit';

export const addQuotesAndPaymentTerms: Migration = {
  name: '20261201100002_add_quotes_and_payment_terms',
  async up(knex) {
    // The accepted quote of a custom request, from its event; null for priced services.
    await knex.schema.alterTable('jobs', (table) => {
      table.bigInteger('quote_cents');
    });
    // Only companies an admin gave terms to have a row; the rest get the default.
    await knex.schema.createTable('payment_terms', (table) => {
      table.text('company_id').primary();
      table.integer('terms_days').notNullable();
      table.text('updated_by').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check('terms_days between 0 and 90', {}, 'payment_terms_days_range');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('payment_terms');
    await knex.schema.alterTable('jobs', (table) => {
      table.dropColumn('quote_cents');
    });
  },
};
