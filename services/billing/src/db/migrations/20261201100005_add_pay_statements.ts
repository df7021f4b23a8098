import type { Migration } from '@rha/kit';

/*
 * A job keeps its technician and agreed pay from its acceptance. A pay statement is made once per
 * job at approval; a payout settles everything a technician was owed when it was recorded. Both
 * point at the ledger transaction that moved the money.
 */
export const addPayStatements: Migration = {
  name: '20261201100005_add_pay_statements',
  async up(knex) {
    await knex.schema.alterTable('jobs', (table) => {
      table.jsonb('pay');
    });

    await knex.schema.createTable('technicians', (table) => {
      table.text('id').primary();
      table.text('full_name').notNullable();
    });

    await knex.schema.createTable('pay_statements', (table) => {
      table.uuid('id').primary();
      table.text('request_id').notNullable().unique().references('request_id').inTable('jobs');
      table.text('ticket_number').notNullable();
      table.text('technician_id').notNullable().references('id').inTable('technicians');
      table.uuid('transaction_id').references('id').inTable('ledger_transactions');
      table.timestamp('issued_at', { useTz: true }).notNullable();
      table.bigInteger('total_cents').notNullable();
      table.index(['technician_id', 'issued_at']);
    });

    await knex.schema.createTable('pay_statement_lines', (table) => {
      table.uuid('statement_id').notNullable().references('id').inTable('pay_statements');
      table.integer('position').notNullable();
      table.text('code').notNullable();
      table.text('description').notNullable();
      table.integer('quantity').notNullable();
      table.bigInteger('unit_cents').notNullable();
      table.bigInteger('amount_cents').notNullable();
      table.primary(['statement_id', 'position']);
    });

    await knex.schema.createTable('payouts', (table) => {
      table.uuid('id').primary();
      table.text('technician_id').notNullable().references('id').inTable('technicians');
      table
        .uuid('transaction_id')
        .notNullable()
        .unique()
        .references('id')
        .inTable('ledger_transactions');
      table.text('method').notNullable();
      table.text('reference').notNullable();
      table.bigInteger('amount_cents').notNullable();
      table.date('paid_on').notNullable();
      table.text('recorded_by').notNullable();
      table.timestamp('recorded_at', { useTz: true }).notNullable();
      table.index(['technician_id', 'recorded_at']);
    });
  },
  async down(knex) {
    for (const name of ['payouts', 'pay_statement_lines', 'pay_statements', 'technicians']) {
      await knex.schema.dropTable(name);
    }
    await knex.schema.alterTable('jobs', (table) => {
      table.dropColumn('pay');
    });
  },
};
