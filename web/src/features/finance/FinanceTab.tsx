import {
  INVOICE_LIST_SORT_LABELS,
  INVOICE_LIST_SORTS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '@rha/contracts';
import { adminInvoiceListQuerySchema } from '@rha/contracts/schemas';
import {
  Button,
  Figures,
  FormAlert,
  Money,
  Select,
  Stack,
  type DataListColumn,
} from '@rha/design-system';
import type { Invoice } from '../../api/bffTypes';
import { invoiceExportAddress, useAdminInvoices } from '../../api/invoices';
import { AdminListTab, type AdminListTexts } from '../admin/AdminListTab';
import { useListState } from '../lists/useListState';
import { displayDate } from './financeDates';
import { CSV_FAILED, INVOICES_LOAD_FAILED, NO_INVOICES } from './financeTexts';
import { InvoiceDetailsPanel } from './InvoiceDetailsPanel';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { TechnicianPaySection } from './TechnicianPaySection';
import { useDownload } from './useDownload';

const TEXTS: AdminListTexts = {
  title: 'Invoices',
  searchLabel: 'Search by number, ticket or company',
  filterLabel: 'Filter invoices',
  loading: 'Loading invoices',
  failed: INVOICES_LOAD_FAILED,
  empty: NO_INVOICES,
};

const LIST = {
  sorts: INVOICE_LIST_SORTS,
  filters: { status: adminInvoiceListQuerySchema.shape.status },
};

const SORT_OPTIONS = INVOICE_LIST_SORTS.map((sort) => ({
  value: sort,
  label: INVOICE_LIST_SORT_LABELS[sort],
}));
const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: INVOICE_STATUS_LABELS[status],
}));

const COLUMNS: DataListColumn<Invoice>[] = [
  { header: 'Number', primary: true, cell: (invoice) => invoice.number },
  { header: 'Company', cell: (invoice) => invoice.companyName },
  { header: 'Ticket', cell: (invoice) => invoice.ticketNumber },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
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
];

/**
 * The Finance tab: what is owed and paid at the top, then the invoices and credit notes a page at
 * a time beside the chosen one's details, the list as CSV for the books, and the technicians' pay.
 */
export function FinanceTab() {
  const state = useListState(LIST);
  const query = useAdminInvoices(state.request);
  const csv = useDownload(CSV_FAILED);
  const totals = query.data?.totals;

  return (
    <Stack gap={4}>
      {totals && (
        <Figures
          aria-label="Invoice totals"
          figures={[
            { label: 'Open', value: <Money cents={totals.openCents} /> },
            { label: 'Overdue', value: <Money cents={totals.overdueCents} /> },
            { label: 'Paid this month', value: <Money cents={totals.paidThisMonthCents} /> },
          ]}
        />
      )}
      <Stack direction="row" gap={3} align="center" wrap>
        <Button
          variant="secondary"
          loading={csv.running}
          loadingLabel="Downloading..."
          onClick={() =>
            void csv.start(
              invoiceExportAddress({ q: state.request.q, status: state.filters.status }),
              'invoices.csv',
            )
          }
        >
          Download CSV
        </Button>
      </Stack>
      {csv.failure && <FormAlert title={csv.failure} />}
      <AdminListTab
        texts={TEXTS}
        state={state}
        sortOptions={SORT_OPTIONS}
        query={query}
        items={query.data?.invoices ?? []}
        columns={COLUMNS}
        getId={(invoice) => invoice.id}
        filters={
          <Select
            label="Status"
            placeholder="Any status"
            options={STATUS_OPTIONS}
            value={state.filters.status}
            onChange={(event) =>
              state.setFilters({ status: event.target.value as InvoiceStatus | '' })
            }
          />
        }
        renderDetails={(invoiceId, ref) => <InvoiceDetailsPanel ref={ref} invoiceId={invoiceId} />}
      />
      <TechnicianPaySection />
    </Stack>
  );
}
