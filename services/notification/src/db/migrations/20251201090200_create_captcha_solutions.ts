import type { Migration } from '@rha/kit';

/**
 * Captcha challenges already used for a contact message. The primary key makes "check and record"
 * one atomic insert, so a replayed solution loses even when both copies arrive at once, on any
 * replica of the bff. A row is only needed until its challenge expires.
 */
export const createCaptchaSolutions: Migration = {
  name: '20251201090200_create_captcha_solutions',
  async up(knex) {
    await knex.schema.createTable('captcha_solutions', (table) => {
      table.text('challenge_id').primary();
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
      table.timestamp('used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('captcha_solutions');
  },
};
