import type { Migration } from '@rha/kit';

export const addJobFiles: Migration = {
  name: '20261230100000_add_job_files',
  async up(knex) {
    // Only the record lives here; the bytes sit in file storage under keys made from the id.
    await knex.schema.createTable('job_files', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table
        .uuid('request_id')
        .notNullable()
        .references('id')
        .inTable('service_requests')
        .onDelete('CASCADE');
      table.text('kind').notNullable();
      table.text('status').notNullable().defaultTo('uploading');
      // Made on the device when the file is picked: a file queued again is recognised by it.
      table.uuid('client_id').notNullable();
      table.uuid('uploader_id').notNullable();
      table.text('uploader_role').notNullable();
      table.text('file_name').notNullable();
      table.text('content_type').notNullable();
      table.bigInteger('size').notNullable();
      table.integer('width');
      table.integer('height');
      table.boolean('keep_location').notNullable().defaultTo(false);
      table.timestamp('captured_at', { useTz: true }).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('received_at', { useTz: true });
      table.check(`kind in ('photo', 'attachment')`, {}, 'job_files_kind_check');
      table.check(
        `(status = 'uploading' and received_at is null) or (status = 'stored' and received_at is not null)`,
        {},
        'job_files_status_check',
      );
      table.unique(['request_id', 'client_id'], { indexName: 'job_files_client_id_unique' });
      table.index(['request_id', 'kind', 'captured_at'], 'job_files_by_request');
    });
    await knex.raw(
      `create index job_files_uploading on job_files (created_at) where status = 'uploading'`,
    );
  },
  async down(knex) {
    await knex.schema.dropTable('job_files');
  },
};
