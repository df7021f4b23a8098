import type { Migration } from '@rha/kit';

/**
 * Ticket numbers are unique within a company, not across all of them: a company that took every
 * number of a date would otherwise leave none for anyone else. The new index also serves the
 * submit's lookups, which are all within the caller's company.
 */
export const scopeTicketNumbersByCompany: Migration = {
  name: '20261231100000_scope_ticket_numbers_by_company',
  async up(knex) {
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropUnique(['ticket_number'], 'service_requests_ticket_number_unique');
      table.unique(['company_id', 'ticket_number'], {
        indexName: 'service_requests_company_ticket_number_unique',
      });
    });
  },
  async down(knex) {
    // Fails while two companies hold the same number: which one would keep it is not ours to pick.
    await knex.schema.alterTable('service_requests', (table) => {
      table.dropUnique(
        ['company_id', 'ticket_number'],
        'service_requests_company_ticket_number_unique',
      );
      table.unique(['ticket_number'], { indexName: 'service_requests_ticket_number_unique' });
    });
  },
};
