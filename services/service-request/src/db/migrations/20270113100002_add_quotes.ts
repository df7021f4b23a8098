import type { Knex } from 'knex';
import type { Migration } from '@rha/kit';

/** Written out as they stood when this migration was made, as every migration's lists are. */
const BEFORE = [
  'Submitted',
  'Dispatching',
  'Accepted',
  'On hold',
  'On site',
  'Work done',
  'Completed',
  'Cancelled',
];
const AFTER = ['Quote needed', 'Quoted', ...BEFORE];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

async function allowStatuses(knex: Knex, statuses: readonly string[]): Promise<void> {
  const list = quoted(statuses);
  await knex.raw(`
    alter table service_requests drop constraint service_requests_status_check;
    alter table service_requests add constraint service_requests_status_check
      check (status in (${list}));
    alter table timeline drop constraint timeline_from_status_check;
    alter table timeline add constraint timeline_from_status_check
      check (from_status is null or from_status in (${list}));
    alter table timeline drop constraint timeline_to_status_check;
    alter table timeline add constraint timeline_to_status_check
      check (to_status in (${list}));
  `);
}

export const addQuotes: Migration = {
  name: '20270113100002_add_quotes',
  async up(knex) {
    await allowStatuses(knex, AFTER);
    // One quote per custom request: it is made once, then accepted or declined.
    await knex.schema.createTable('quotes', (table) => {
      table
        .uuid('request_id')
        .primary()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.bigInteger('amount_cents').notNullable();
      table.text('note').notNullable().defaultTo('');
      table.text('quoted_by').notNullable();
      table.timestamp('quoted_at', { useTz: true }).notNullable();
      table.timestamp('accepted_at', { useTz: true });
      table.check('amount_cents > 0', {}, 'quotes_amount_positive');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('quotes');
    await allowStatuses(knex, BEFORE);
  },
};
