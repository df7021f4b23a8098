import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@rha/contracts';
import { StatusBadge, type StatusTone } from '@rha/design-system';

/** Overdue wants chasing; open is waiting on the company; paid and credited are settled. */
const TONES: Record<InvoiceStatus, StatusTone> = {
  open: 'progress',
  overdue: 'problem',
  paid: 'done',
  credited: 'done',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</StatusBadge>;
}
