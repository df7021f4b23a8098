import type { Migration } from '@rha/kit';

/**
 * Each person's inbox, written from the events that also send e-mails, and whether they want each
 * kind by e-mail. One event tells a person at most once: a redelivered or replayed event finds its
 * (event, recipient) row taken.
 */
export const createNotifications: Migration = {
  name: '20270110090003_create_notifications',
  async up(knex) {
    await knex.schema.createTable('notifications', (table) => {
      table.uuid('id').primary();
      // The Keycloak subject of the person told: the owner check of every read and mark.
      table.text('recipient_id').notNullable();
      table.uuid('event_id').notNullable();
      table.text('kind').notNullable();
      table.text('title').notNullable();
      table.text('actor').notNullable();
      table.text('link').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('read_at', { useTz: true });
      table.unique(['event_id', 'recipient_id'], { indexName: 'notifications_once_per_event' });
    });
    await knex.raw(
      'create index notifications_inbox on notifications (recipient_id, created_at desc, id)',
    );
    await knex.raw(
      'create index notifications_unread on notifications (recipient_id) where read_at is null',
    );
    // A row only where the person switched a kind's e-mail off or back on; no row is on.
    await knex.schema.createTable('notification_settings', (table) => {
      table.text('recipient_id').notNullable();
      table.text('kind').notNullable();
      table.boolean('email').notNullable();
      table.primary(['recipient_id', 'kind']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('notification_settings');
    await knex.schema.dropTable('notifications');
  },
};
