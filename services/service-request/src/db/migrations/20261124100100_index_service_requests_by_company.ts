import type { Migration } from '@rha/kit';

export const indexServiceRequestsByCompany: Migration = {
  name: '20261124100100_index_service_requests_by_company',
  async up(knex) {
    // The admin counts a page of companies' requests and lists one company's, newest first.
    await knex.raw(
      'create index service_requests_company_newest on service_requests (company_id, created_at desc, id desc)',
    );
  },
  async down(knex) {
    await knex.raw('drop index service_requests_company_newest');
  },
};
