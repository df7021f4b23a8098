import { randomUUID } from 'node:crypto';
import { CURRENCY } from '@rha/contracts';
import { createEvent, enqueueEvent } from '@rha/kit';
import type { Knex } from 'knex';
import type { JobRow } from './jobs.js';

export const INVOICE_ISSUED = 'billing.invoice-issued.v1';

/** Names billing as the events' source. */
const EVENT_SOURCE = 'billing';

export interface IssuedInvoice {
  job: Pick<
    JobRow,
    'request_id' | 'ticket_number' | 'company_id' | 'company_keycloak_id' | 'company_name'
  >;
  invoice: { id: string; number: string; totalCents: number; dueOn: string };
  issuedAt: Date;
}

/**
 * Records the invoice's event in the outbox of the transaction that issues it. The issue starts a
 * conversation of its own (an approval may issue it, or a replay long after), so it gets a fresh
 * correlation id.
 */
export async function publishInvoiceIssued(
  trx: Knex.Transaction,
  { job, invoice, issuedAt }: IssuedInvoice,
): Promise<void> {
  await enqueueEvent(
    trx,
    createEvent(
      INVOICE_ISSUED,
      {
        invoiceId: invoice.id,
        number: invoice.number,
        requestId: job.request_id,
        ticketNumber: job.ticket_number,
        companyId: job.company_id,
        companyKeycloakId: job.company_keycloak_id,
        companyName: job.company_name,
        totalCents: invoice.totalCents,
        currency: CURRENCY,
        issuedAt: issuedAt.toISOString(),
        dueOn: invoice.dueOn,
      },
      { source: EVENT_SOURCE, correlationId: randomUUID() },
    ),
  );
}
