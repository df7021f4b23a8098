import type { EventData } from '@rha/contracts';
import { formatCents } from '@rha/contracts/reference';
import { calendarDay } from './alaska-time.js';
import type { OnceEmail } from './emails.js';
import type { WebLinks } from './web-links.js';

export type IssuedInvoice = EventData<'billing.invoice-issued.v1'>;

export interface InvoiceEmailOptions {
  /** Questions about an invoice reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * Sends the company's owner its invoice: number, total, due date and where the app lets them
 * download it. The address is the one notification keeps for that account (held until proven),
 * never one an event or a browser supplies; one e-mail per invoice however often it is announced.
 */
export function invoiceIssuedEmail(
  issued: IssuedInvoice,
  companyAddress: string,
  { supportEmail, links }: InvoiceEmailOptions,
): OnceEmail<'invoice-issued'> {
  return {
    onceKey: `invoice-issued:company:${issued.invoiceId}`,
    email: {
      to: companyAddress,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'invoice-issued',
      data: {
        companyName: issued.companyName,
        number: issued.number,
        ticketNumber: issued.ticketNumber,
        total: formatCents(issued.totalCents),
        dueOn: calendarDay(issued.dueOn),
        invoicesUrl: links.invoices,
      },
    },
  };
}
