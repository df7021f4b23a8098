import { Button, Card, DataList, Money, type DataListColumn } from '@rha/design-system';
import { useState } from 'react';
import { useTechnicianPay, type TechnicianPay } from '../../api/technicianPay';
import { LoadFailed, Loading } from '../admin/LoadStates';
import { displayDate } from './financeDates';
import { NO_TECHNICIAN_PAY, TECHNICIAN_PAY_LOAD_FAILED } from './financeTexts';
import { RecordPayoutForm } from './RecordPayoutForm';

/** Each technician's pay due and paid, and a payout for a technician who is owed. */
export function TechnicianPaySection() {
  const query = useTechnicianPay();
  const [chosenId, setChosenId] = useState<string>();
  const chosen = query.data?.find((entry) => entry.technicianId === chosenId);

  const columns: DataListColumn<TechnicianPay>[] = [
    { header: 'Technician', primary: true, cell: (entry) => entry.fullName },
    { header: 'Due', cell: (entry) => <Money cents={entry.dueCents} /> },
    { header: 'Paid', cell: (entry) => <Money cents={entry.paidCents} /> },
    {
      header: 'Last paid',
      cell: (entry) => (entry.lastPaidOn ? displayDate(entry.lastPaidOn) : 'Never'),
    },
    {
      header: 'Payout',
      cell: (entry) =>
        entry.dueCents > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Record payout to ${entry.fullName}`}
            onClick={() => setChosenId(entry.technicianId)}
          >
            Record payout
          </Button>
        ) : (
          'Nothing due'
        ),
    },
  ];

  return (
    <Card title="Technician pay">
      {query.isError ? (
        <LoadFailed message={TECHNICIAN_PAY_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Loading label="Loading technician pay" />
      ) : (
        <DataList
          caption="Technician pay"
          columns={columns}
          items={query.data}
          getId={(entry) => entry.technicianId}
          emptyText={NO_TECHNICIAN_PAY}
        />
      )}
      {chosen && <RecordPayoutForm key={chosen.technicianId} technician={chosen} />}
    </Card>
  );
}
