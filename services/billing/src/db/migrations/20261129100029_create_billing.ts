import type { Migration } from '@rha/kit';

/*
 * Cents are bigint: a year of a large company's invoices can pass what an integer holds. Ledger
 * amounts are signed, debits positive, so a transaction balances when its entries sum to zero.
 */
export const createBilling: Migration = {
  name: '20261129100029_create_billing',
  async up(knex) {
    await knex.schema.createTable('jobs', (table) => {
      table.text('request_id').primary();
      table.text('ticket_number').notNullable();
      table.text('service_type').notNullable();
      table.text('company_id').notNullable();
      table.text('company_keycloak_id').notNullable();
      table.text('company_name').notNullable();
      table.boolean('pro_package').notNullable();
      table.text('technician_id');
      table.timestamp('checked_in_at', { useTz: true });
      table.integer('on_site_minutes').notNullable().defaultTo(0);
      table.timestamp('reopened_at', { useTz: true });
      table.timestamp('cancelled_at', { useTz: true });
      table.timestamp('submitted_at', { useTz: true }).notNullable();
    });

    await knex.schema.createTable('invoice_counters', (table) => {
      table.integer('year').primary();
      table.integer('last_number').notNullable();
    });

    await knex.schema.createTable('invoices', (table) => {
      table.uuid('id').primary();
      table.text('number').notNullable().unique();
      table.integer('year').notNullable();
      table.integer('sequence').notNullable();
      table.unique(['year', 'sequence']);
      table.text('kind').notNullable().checkIn(['invoice', 'credit-note']);
      table.text('request_id').notNullable().references('request_id').inTable('jobs');
      table.text('ticket_number').notNullable();
      table.text('company_id').notNullable();
      table.text('company_keycloak_id').notNullable();
      table.text('company_name').notNullable();
      table.uuid('corrects_invoice_id').references('id').inTable('invoices');
      table.text('reason').notNullable().defaultTo('');
      table.timestamp('issued_at', { useTz: true }).notNullable();
      table.date('due_on').notNullable();
      table.integer('terms_days').notNullable();
      table.text('currency').notNullable();
      table.bigInteger('total_cents').notNullable();
      table.index(['company_keycloak_id', 'issued_at']);
      table.index(['issued_at']);
    });
    // One invoice per job, and one credit note per invoice: a second approval or a retried
    // correction finds the first.
    await knex.raw(
      "create unique index invoices_one_per_request on ?? (request_id) where kind = 'invoice'",
      ['invoices'],
    );
    await knex.raw(
      "create unique index invoices_one_credit_note on ?? (corrects_invoice_id) where kind = 'credit-note'",
      ['invoices'],
    );

    await knex.schema.createTable('invoice_lines', (table) => {
      table.uuid('invoice_id').notNullable().references('id').inTable('invoices');
      table.integer('position').notNullable();
      table.text('code').notNullable();
      table.text('description').notNullable();
      table.integer('quantity').notNullable();
      table.bigInteger('unit_cents').notNullable();
      table.bigInteger('amount_cents').notNullable();
      table.primary(['invoice_id', 'position']);
    });

    await knex.schema.createTable('ledger_transactions', (table) => {
      table.uuid('id').primary();
      table.text('key').notNullable().unique();
      table.text('kind').notNullable();
      table.timestamp('occurred_at', { useTz: true }).notNullable();
      table.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await knex.schema.createTable('ledger_entries', (table) => {
      table.bigIncrements('id');
      table.uuid('transaction_id').notNullable().references('id').inTable('ledger_transactions');
      table.text('account').notNullable();
      table.text('party_id').notNullable().defaultTo('');
      table.uuid('invoice_id').references('id').inTable('invoices');
      table.bigInteger('amount_cents').notNullable();
      table.index(['account', 'party_id']);
      table.index(['invoice_id']);
      table.index(['transaction_id']);
    });

    await knex.schema.createTable('payments', (table) => {
      table.uuid('id').primary();
      table.uuid('invoice_id').notNullable().references('id').inTable('invoices');
      table
        .uuid('transaction_id')
        .notNullable()
        .unique()
        .references('id')
        .inTable('ledger_transactions');
      table.text('method').notNullable();
      table.text('reference').notNullable();
      table.bigInteger('amount_cents').notNullable();
      table.text('currency').notNullable();
      table.date('received_on').notNullable();
      table.text('recorded_by').notNullable();
      table.timestamp('recorded_at', { useTz: true }).notNullable();
      table.index(['invoice_id']);
    });
  },
  async down(knex) {
    for (const name of [
      'payments',
      'ledger_entries',
      'ledger_transactions',
      'invoice_lines',
      'invoices',
      'invoice_counters',
      'jobs',
    ]) {
      await knex.schema.dropTable(name);
    }
  },
};
