import {
  Button,
  Card,
  Container,
  DataList,
  FormAlert,
  Money,
  PageTitle,
  Stack,
  type DataListColumn,
} from '@rha/design-system';
import type { Invoice } from '../../api/bffTypes';
import { ownInvoicePdfAddress, useOwnInvoices } from '../../api/invoices';
import { DocumentTitle } from '../../app/DocumentTitle';
import { LoadFailed, Loading } from '../../features/admin/LoadStates';
import { displayDate, InvoiceStatusBadge, PDF_FAILED, useDownload } from '../../features/finance';

export const OWN_INVOICES_LOAD_FAILED = 'Failed to load your invoices. Please try again.';
export const NO_OWN_INVOICES =
  'No invoices yet: one is issued when you approve the work on a request.';

function PdfButton({ invoice }: { invoice: Invoice }) {
  const pdf = useDownload(PDF_FAILED);
  return (
    <Stack gap={1} align="start">
      <Button
        variant="secondary"
        size="sm"
        loading={pdf.running}
        loadingLabel="Downloading..."
        aria-label={`Download PDF of ${invoice.number}`}
        onClick={() =>
          void pdf.start(ownInvoicePdfAddress(invoice.id), `invoice-${invoice.number}.pdf`)
        }
      >
        Download PDF
      </Button>
      {pdf.failure && <FormAlert title={pdf.failure} />}
    </Stack>
  );
}

const COLUMNS: DataListColumn<Invoice>[] = [
  {
    header: 'Number',
    primary: true,
    cell: (invoice) => `${invoice.kind === 'credit-note' ? 'Credit note ' : ''}${invoice.number}`,
  },
  { header: 'Ticket', cell: (invoice) => invoice.ticketNumber },
  {
    header: 'Status',
    cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
  },
  {
    header: 'Total',
    cell: (invoice) => <Money cents={invoice.totalCents} />,
  },
  {
    header: 'Balance',
    cell: (invoice) => <Money cents={invoice.balanceCents} />,
  },
  {
    header: 'Due',
    cell: (invoice) => (invoice.kind === 'invoice' ? displayDate(invoice.dueOn) : ''),
  },
  { header: 'PDF', cell: (invoice) => <PdfButton invoice={invoice} /> },
];

/** The company's invoices and credit notes: what each says is owed, and its PDF. */
export function InvoicesPage() {
  const query = useOwnInvoices();
  return (
    <Container size="wide">
      <DocumentTitle title="Invoices" />
      <Stack gap={6}>
        <PageTitle>Invoices</PageTitle>
        <Card title="Invoices and payments">
          {query.isError ? (
            <LoadFailed message={OWN_INVOICES_LOAD_FAILED} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <Loading label="Loading invoices" />
          ) : (
            <DataList
              caption="Invoices"
              columns={COLUMNS}
              items={query.data}
              getId={(invoice) => invoice.id}
              emptyText={NO_OWN_INVOICES}
            />
          )}
        </Card>
      </Stack>
    </Container>
  );
}
