// What billing's documents look like on the wire, shared by billing's and the bff's entries.
import { z } from 'zod';
import { CURRENCIES } from '../reference/prices.js';
import { INVOICE_STATUSES } from '../schemas/billing.js';

export const InvoiceLine = z
  .strictObject({
    code: z.string(),
    description: z.string(),
    quantity: z.int(),
    unitCents: z.int(),
    amountCents: z.int(),
  })
  .meta({ id: 'InvoiceLine' });

export const Invoice = z
  .strictObject({
    id: z.uuid(),
    number: z.string().meta({ description: 'YYYY-NNNNN, gapless within the Alaska-time year.' }),
    kind: z.enum(['invoice', 'credit-note']),
    requestId: z.string(),
    ticketNumber: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    correctsInvoiceId: z.uuid().nullable(),
    reason: z.string().meta({ description: "A credit note's reason; empty on an invoice." }),
    issuedAt: z.iso.datetime({ offset: true }),
    dueOn: z.iso.date(),
    termsDays: z.int(),
    currency: z.enum(CURRENCIES),
    totalCents: z.int(),
    balanceCents: z.int().meta({ description: 'Still owed, from the ledger; 0 on a credit note.' }),
    status: z.enum(INVOICE_STATUSES),
    lines: z.array(InvoiceLine),
  })
  .meta({ id: 'Invoice' });
