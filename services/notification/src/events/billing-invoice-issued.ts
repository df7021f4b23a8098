import type { EventHandler } from '@rha/kit';
import { addressOfAccount } from '../db/account-addresses.repo.js';
import { invoiceIssuedEmail } from '../domain/invoice-emails.js';
import type { EventHandlerDeps } from './deps.js';

export const INVOICE_ISSUED = 'billing.invoice-issued.v1';

/**
 * E-mails the company its new invoice, at the address its owner's account holds here. A company
 * whose owner notification has not heard of gets no e-mail (the invoice still waits in the app).
 */
export function onInvoiceIssued({
  emails,
  supportEmail,
  links,
}: EventHandlerDeps): EventHandler<typeof INVOICE_ISSUED> {
  return async (issued, { trx, log }) => {
    const context = { invoiceId: issued.invoiceId, number: issued.number };
    const address = await addressOfAccount(trx, issued.companyKeycloakId);
    if (!address) {
      log.warn(
        { ...context, companyId: issued.companyId },
        'invoice e-mail not sent: no address on file for the company',
      );
      return;
    }
    const { onceKey, email } = invoiceIssuedEmail(issued, address, { supportEmail, links });
    const emailId = await emails.queueEmailOnce(trx, onceKey, email);
    log.info({ ...context, emailId }, 'invoice e-mail queued');
  };
}
