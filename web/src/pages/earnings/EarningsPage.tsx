import { formatCents } from '@rha/contracts/reference';
import {
  Button,
  Card,
  Container,
  Figures,
  FormAlert,
  PageTitle,
  Spinner,
  Stack,
} from '@rha/design-system';
import { useOwnPay, type OwnPay } from '../../api/earnings';
import { DocumentTitle } from '../../app/DocumentTitle';
import { formatDay, PayoutAccount, PayStatements, Payouts } from '../../features/earnings';

function jobsCount(count: number): string {
  return count === 1 ? 'From 1 approved job' : `From ${count} approved jobs`;
}

function Earnings({ pay }: { pay: OwnPay }) {
  const lastPaidOn = pay.payouts[0]?.paidOn;
  return (
    <Stack gap={6}>
      <Figures
        aria-label="Your pay"
        figures={[
          {
            label: 'Due to you',
            value: formatCents(pay.dueCents),
            note: jobsCount(pay.statements.length),
            emphasis: pay.dueCents > 0,
          },
          {
            label: 'Paid to you',
            value: formatCents(pay.paidCents),
            note: lastPaidOn ? `Last paid ${formatDay(lastPaidOn)}` : 'No payouts yet',
          },
        ]}
      />
      {pay.payoutAccount === 'not-set-up' && <PayoutAccount state={pay.payoutAccount} />}
      <Card title="Pay statements" description="One per approved job, newest first.">
        <PayStatements statements={pay.statements} />
      </Card>
      <Card title="Payouts">
        <Payouts payouts={pay.payouts} />
      </Card>
      {pay.payoutAccount === 'set-up' && <PayoutAccount state={pay.payoutAccount} />}
    </Stack>
  );
}

/** The technician's earnings: what is due and paid, each job's pay statement and each payout. */
export function EarningsPage() {
  const pay = useOwnPay();
  return (
    <Container>
      <DocumentTitle title="Earnings" />
      <Stack gap={6}>
        <PageTitle>Earnings</PageTitle>
        {pay.isError ? (
          <Stack gap={3} align="start">
            <FormAlert title="Your earnings could not be loaded">Please try again.</FormAlert>
            <Button variant="secondary" onClick={() => void pay.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : pay.data ? (
          <Earnings pay={pay.data} />
        ) : (
          <Spinner label="Loading your earnings" />
        )}
      </Stack>
    </Container>
  );
}
