import { describePay, type JobPay } from '@rha/contracts/reference';
import { KeyFigure } from '@rha/design-system';

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

/** The extras a job may pay besides its base, in one line. */
export function payExtras(pay: JobPay): string {
  return `Weather standby ${usd(pay.standbyDayCents)} a day · special vehicle ${usd(pay.specialVehicleCents)}`;
}

/** The pay of an offer or a job, large, before anything the technician must decide. */
export function PayFigure({ pay, label = 'Pay' }: { pay: JobPay; label?: string }) {
  return (
    <KeyFigure label={label} hint={payExtras(pay)}>
      {describePay(pay)}
    </KeyFigure>
  );
}
