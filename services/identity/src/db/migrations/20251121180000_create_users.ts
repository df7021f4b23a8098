import type { Migration } from '@rha/kit';

export const createUsers: Migration = {
  name: '20251121180000_create_users',
  async up(knex) {
    await knex.schema.createTable('users', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('keycloak_id').notNullable().unique();
      table.text('user_type').notNullable().defaultTo('');
      table.text('full_name').notNullable().defaultTo('');
      table.text('email').notNullable().defaultTo('');
      table.text('phone').notNullable().defaultTo('');
      table.boolean('sms_consent').notNullable().defaultTo(false);
      // Ids owned by the company service: no foreign key across service schemas.
      table.uuid('company_id');
      table.uuid('location_id');
      table.timestamp('last_login', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(
        "user_type in ('company', 'technician', 'admin', '')",
        {},
        'users_user_type_check',
      );
    });
  },
  async down(knex) {
    await knex.schema.dropTable('users');
  },
};
