import { PAYOUT_SCHEDULE_TEXT } from '@rha/contracts/reference';
import { Button, Card, FormAlert, Stack } from '@rha/design-system';
import { useOpenPayoutAccount, type OwnPay } from '../../api/earnings';

export const PAYOUT_SETUP_FAILED = 'Stripe could not be reached. Please try again.';

/**
 * How the technician's pay reaches their bank. Paid through Stripe, they set up (or change) their
 * account on Stripe's own page, which returns them here; otherwise an admin sends and records it.
 */
export function PayoutAccount({ state }: { state: OwnPay['payoutAccount'] }) {
  const open = useOpenPayoutAccount();
  if (state === 'recorded-by-admin') return null;
  const settingUp = state === 'not-set-up';
  return (
    <Card
      title={settingUp ? 'Set up your payouts' : 'Payout account'}
      description={
        settingUp
          ? `Give Stripe your bank details once: each approved job's pay is then sent to your account and paid out to your bank ${PAYOUT_SCHEDULE_TEXT}.`
          : `Each approved job's pay is sent to your Stripe account and paid out to your bank ${PAYOUT_SCHEDULE_TEXT}.`
      }
    >
      <Stack gap={3} align="start">
        <Button
          variant={settingUp ? 'primary' : 'secondary'}
          loading={open.isPending || open.isSuccess}
          loadingLabel="Opening Stripe..."
          onClick={() =>
            open.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
          }
        >
          {settingUp ? 'Set up payouts' : 'Change bank details'}
        </Button>
        {open.isError && <FormAlert title={PAYOUT_SETUP_FAILED} />}
      </Stack>
    </Card>
  );
}
