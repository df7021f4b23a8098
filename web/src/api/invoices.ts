import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import type {
  AdminInvoiceListRequest,
  Invoice,
  InvoiceDetail,
  PaymentRecordBody,
} from './bffTypes';
import { useBffClient } from './BffClientProvider';
import { useListPage, type ListRequest } from './listPage';
import { dataOrThrow } from './requestError';

const LIST_KEY = '/api/admin/invoices';
const DETAIL_KEY = '/api/admin/invoices/{id}';

/** One page of the invoices, searched and filtered as the URL says, with the totals. */
export function useAdminInvoices(request: ListRequest<string, string>) {
  // useListState keeps only the values the list's option lists hold, which are the contract's.
  return useListPage(LIST_KEY, request as AdminInvoiceListRequest, (bff, query) =>
    bff.GET('/api/admin/invoices', { params: { query } }),
  );
}

/** One invoice with its payments and credit note. */
export function useAdminInvoice(id: string) {
  const bff = useBffClient();
  return useQuery<InvoiceDetail>({
    queryKey: [DETAIL_KEY, id],
    queryFn: async () =>
      dataOrThrow(await bff.GET('/api/admin/invoices/{id}', { params: { path: { id } } })),
    gcTime: 0,
  });
}

/** After money moves, the list, its totals and the invoice are read again from the ledger. */
function useRefreshFinance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] }),
    ]);
}

/** A payment under the idempotency key made once for the form's submission. */
export interface PaymentSubmission {
  payment: PaymentRecordBody;
  idempotencyKey: string;
}

export function useRecordPayment(invoiceId: string) {
  const bff = useBffClient();
  const refresh = useRefreshFinance();
  return useMutation<Invoice, Error, PaymentSubmission>({
    networkMode: 'always',
    mutationFn: async ({ payment, idempotencyKey }) =>
      dataOrThrow(
        await bff.POST('/api/admin/invoices/{id}/payments', {
          params: { path: { id: invoiceId } },
          body: payment,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
      ).invoice,
    onSuccess: refresh,
  });
}

export function useIssueCreditNote(invoiceId: string) {
  const bff = useBffClient();
  const refresh = useRefreshFinance();
  return useMutation<Invoice, Error, { reason: string }>({
    networkMode: 'always',
    mutationFn: async (body) =>
      dataOrThrow(
        await bff.POST('/api/admin/invoices/{id}/credit-notes', {
          params: { path: { id: invoiceId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** The signed-in company's invoices and credit notes, newest first. */
export function useOwnInvoices() {
  const { status } = useAuth();
  const bff = useBffClient();
  return useQuery<Invoice[]>({
    queryKey: ['/api/invoices'],
    queryFn: async () => dataOrThrow(await bff.GET('/api/invoices')).invoices,
    enabled: status === 'authenticated',
  });
}

export const ownInvoicePdfAddress = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
export const adminInvoicePdfAddress = (id: string) =>
  `/api/admin/invoices/${encodeURIComponent(id)}/pdf`;

/** The CSV export's address for the filters the list shows. */
export function invoiceExportAddress(filters: { q?: string; status?: string }): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  const search = query.toString();
  return `/api/admin/invoices/export.csv${search ? `?${search}` : ''}`;
}
