import type { Migration } from '@rha/kit';

/**
 * A request's pay (null: the rate card's for its type) becomes the agreed pay once a technician
 * takes the job; each offer keeps the pay it was made with; a technician's counter to an offer
 * waits in `counter_offers`, at most one open per offer.
 */
export const addOfferPay: Migration = {
  name: '20270113100003_add_offer_pay',
  async up(knex) {
    await knex.schema.alterTable('service_requests', (table) => {
      table.jsonb('pay');
    });
    await knex.schema.alterTable('offers', (table) => {
      table.jsonb('pay');
    });
    await knex.schema.createTable('counter_offers', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.uuid('offer_id').notNullable().references('id').inTable('offers').onDelete('CASCADE');
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.uuid('technician_id').notNullable();
      table.text('technician_name').notNullable();
      table.jsonb('pay');
      table.timestamp('arrival_at', { useTz: true });
      table.text('reason').notNullable();
      table.text('status').notNullable().defaultTo('open');
      table.text('decision_reason').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('decided_at', { useTz: true });
      table.check(
        `status in ('open', 'accepted', 'declined', 'withdrawn')`,
        {},
        'counter_offers_status_check',
      );
      table.check(`pay is not null or arrival_at is not null`, {}, 'counter_offers_proposal_check');
      table.index(['request_id', 'status']);
    });
    await knex.raw(
      `create unique index counter_offers_one_open_per_offer on counter_offers (offer_id) where status = 'open'`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('counter_offers');
    await knex.schema.alterTable('offers', (table) => {
      table.dropColumn('pay');
    });
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropColumn('pay');
    });
  },
};
