import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@rha/contracts';
import { Button, FormAlert, Money, Stack } from '@rha/design-system';
import { adminInvoicePdfAddress, useAdminInvoice } from '../../api/invoices';
import type { Invoice, InvoicePayment } from '../../api/bffTypes';
import { displayMoment } from '../admin/adminDates';
import { DetailSection, DetailTitle, EntryList, Fact, Facts } from '../admin/DetailSection';
import { LoadFailed, Loading } from '../admin/LoadStates';
import { CreditNoteForm } from './CreditNoteForm';
import { displayDate } from './financeDates';
import { INVOICE_LOAD_FAILED, PDF_FAILED } from './financeTexts';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { RecordPaymentForm } from './RecordPaymentForm';
import { useDownload } from './useDownload';

function Lines({ invoice }: { invoice: Invoice }) {
  return (
    <EntryList entries={invoice.lines} empty="No lines." aria-label="Lines">
      {(line) => (
        <li key={`${line.code}-${line.description}`}>
          <Stack direction="row" gap={2} justify="between" wrap>
            <span>
              {line.description}
              {line.quantity !== 1 && ` × ${line.quantity}`}
            </span>
            <Money cents={line.amountCents} />
          </Stack>
        </li>
      )}
    </EntryList>
  );
}

function Payment({ payment }: { payment: InvoicePayment }) {
  return (
    <li>
      <Money cents={payment.amountCents} /> by {PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}
      , {payment.reference}, received {displayDate(payment.receivedOn)}
    </li>
  );
}

/** One invoice or credit note: its facts, lines, payments, PDF, and what the admin can do next. */
export function InvoiceDetails({ id }: { id: string }) {
  const query = useAdminInvoice(id);
  const pdf = useDownload(PDF_FAILED);
  if (query.isPending) return <Loading label="Loading the invoice" />;
  if (query.isError) {
    return <LoadFailed message={INVOICE_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  }
  const { invoice, payments, creditNote } = query.data;
  const isInvoice = invoice.kind === 'invoice';
  const payable = isInvoice && invoice.balanceCents > 0 && invoice.status !== 'credited';

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center" wrap>
        <DetailTitle>
          {isInvoice ? 'Invoice' : 'Credit note'} {invoice.number}
        </DetailTitle>
        <InvoiceStatusBadge status={invoice.status} />
      </Stack>
      <Facts>
        <Fact label="Company">{invoice.companyName}</Fact>
        <Fact label="Ticket">{invoice.ticketNumber}</Fact>
        <Fact label="Issued">{displayMoment(invoice.issuedAt)}</Fact>
        {isInvoice && <Fact label="Due">{displayDate(invoice.dueOn)}</Fact>}
        <Fact label="Total">
          <Money cents={invoice.totalCents} />
        </Fact>
        {isInvoice && (
          <Fact label="Balance">
            <Money cents={invoice.balanceCents} />
          </Fact>
        )}
        {invoice.reason && <Fact label="Reason">{invoice.reason}</Fact>}
      </Facts>
      <div>
        <Button
          variant="secondary"
          loading={pdf.running}
          loadingLabel="Downloading..."
          onClick={() =>
            void pdf.start(adminInvoicePdfAddress(invoice.id), `invoice-${invoice.number}.pdf`)
          }
        >
          Download PDF
        </Button>
      </div>
      {pdf.failure && <FormAlert title={pdf.failure} />}
      <DetailSection title="Lines">
        <Lines invoice={invoice} />
      </DetailSection>
      {isInvoice && (
        <DetailSection title="Payments">
          <EntryList entries={payments} empty="No payments recorded." ordered aria-label="Payments">
            {(payment) => <Payment key={payment.id} payment={payment} />}
          </EntryList>
        </DetailSection>
      )}
      {payable && (
        <DetailSection title="Record payment">
          <RecordPaymentForm invoiceId={invoice.id} />
        </DetailSection>
      )}
      {isInvoice && (
        <DetailSection title="Credit note">
          {creditNote ? (
            <p>
              {INVOICE_STATUS_LABELS.credited} by credit note {creditNote.number} (
              <Money cents={creditNote.totalCents} />
              ): {creditNote.reason}
            </p>
          ) : (
            <CreditNoteForm invoiceId={invoice.id} />
          )}
        </DetailSection>
      )}
    </Stack>
  );
}
