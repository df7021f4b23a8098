import type { Migration } from '@rha/kit';

/*
 * A technician paid through Stripe has a connected account there. A payout sent by Stripe is
 * written to the ledger before it is sent, pending until Stripe confirms the transfer: the money
 * is then no longer due, so nothing pays it twice, and a failed send is retried under its own key.
 */
export const addPayoutAccounts: Migration = {
  name: '20261201100006_add_payout_accounts',
  async up(knex) {
    await knex.schema.alterTable('technicians', (table) => {
      table.text('payout_account_id').unique();
    });
    await knex.schema.alterTable('payouts', (table) => {
      table.boolean('pending').notNullable().defaultTo(false);
    });
    await knex.raw('create index payouts_pending on payouts (recorded_at) where pending');
  },
  async down(knex) {
    await knex.raw('drop index payouts_pending');
    await knex.schema.alterTable('payouts', (table) => {
      table.dropColumn('pending');
    });
    await knex.schema.alterTable('technicians', (table) => {
      table.dropColumn('payout_account_id');
    });
  },
};
