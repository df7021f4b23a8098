import { Card } from '@rha/design-system';
import { forwardRef } from 'react';
import { SELECT_INVOICE } from './financeTexts';
import { InvoiceDetails } from './InvoiceDetails';

/** The 'Invoice Details' card; each invoice's details mount afresh. */
export const InvoiceDetailsPanel = forwardRef<HTMLElement, { invoiceId: string | null }>(
  function InvoiceDetailsPanel({ invoiceId }, ref) {
    return (
      <Card ref={ref} title="Invoice Details" tabIndex={-1}>
        {invoiceId ? <InvoiceDetails key={invoiceId} id={invoiceId} /> : <p>{SELECT_INVOICE}</p>}
      </Card>
    );
  },
);
InvoiceDetailsPanel.displayName = 'InvoiceDetailsPanel';
