import { describePay, formatCentsBrief, type JobPay } from '@rha/contracts/reference';
import { KeyFigure } from '@rha/design-system';

/** The extras a job may pay besides its base, in one line. */
export function payExtras(pay: JobPay): string {
  return `Weather standby ${formatCentsBrief(pay.standbyDayCents)} a day · special vehicle ${formatCentsBrief(pay.specialVehicleCents)}`;
}

/** The pay of an offer or a job, large, before anything the technician must decide. */
export function PayFigure({ pay, label = 'Pay' }: { pay: JobPay; label?: string }) {
  return (
    <KeyFigure label={label} hint={payExtras(pay)}>
      {describePay(pay)}
    </KeyFigure>
  );
}
