import type { Migration } from '@rha/kit';

/**
 * Clips and voice notes are job files of their own kinds, so they travel the photos' resumable
 * upload; a photo's marks are rows of their own, one per mark, keyed by the id its device made.
 */
export const addStillsAndRecordings: Migration = {
  name: '20270112120007_add_stills_and_recordings',
  async up(knex) {
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in ('photo', 'attachment', 'document', 'clip', 'voiceNote'))`,
    );
    await knex.schema.createTable('photo_strokes', (table) => {
      table.uuid('file_id').notNullable().references('id').inTable('job_files').onDelete('CASCADE');
      table.uuid('id').notNullable();
      table.uuid('author_id').notNullable();
      table.text('author_role').notNullable();
      table.jsonb('stroke').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['file_id', 'id']);
      table.check(
        `author_role in ('technician', 'company', 'admin')`,
        {},
        'photo_strokes_author_role_check',
      );
    });
  },
  async down(knex) {
    await knex.schema.dropTable('photo_strokes');
    await knex('job_files').whereIn('kind', ['clip', 'voiceNote']).delete();
    await knex.raw(`alter table job_files drop constraint job_files_kind_check`);
    await knex.raw(
      `alter table job_files add constraint job_files_kind_check check (kind in ('photo', 'attachment', 'document'))`,
    );
  },
};
