import { formatCents, PAYMENT_METHOD_LABELS } from '@rha/contracts/reference';
import { DataList, type DataListColumn } from '@rha/design-system';
import type { Payout } from '../../api/earnings';
import { formatDay } from './days';

const columns: readonly DataListColumn<Payout>[] = [
  { header: 'Paid on', primary: true, cell: (payout) => formatDay(payout.paidOn) },
  { header: 'Amount', cell: (payout) => formatCents(payout.amountCents) },
  { header: 'Method', cell: (payout) => PAYMENT_METHOD_LABELS[payout.method] },
  {
    header: 'Reference',
    // A Stripe transfer is owed to the technician and on its way until Stripe confirms it.
    cell: (payout) => (payout.pending ? 'On its way' : payout.reference),
  },
];

/** The payouts that settled what was due, newest first. */
export function Payouts({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <DataList
      caption="Payouts"
      columns={columns}
      items={payouts}
      getId={(payout) => payout.id}
      emptyText="No payouts yet."
    />
  );
}
