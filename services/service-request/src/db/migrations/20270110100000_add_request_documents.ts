import type { Migration } from '@rha/kit';

/**
 * A request's supporting documents are job files of their own kind, so they travel the same upload
 * and download paths as photos and attachments; only the kind's check changes.
 */
export const addRequestDocuments: Migration = {
  name: '20270110100000_add_request_documents',
  async up(knex) {
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in ('photo', 'attachment', 'document'))`,
    );
  },
  async down(knex) {
    await knex('job_files').where({ kind: 'document' }).delete();
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in ('photo', 'attachment'))`,
    );
  },
};
