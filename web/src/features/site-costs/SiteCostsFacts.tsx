import type { SiteCosts } from '@rha/contracts/schemas';
import { DetailList } from '../shared/DetailList';

/** Minutes as hours and minutes: "3 h 20 min", "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Time on site, standby days, the special vehicle and the extra hours approved. */
export function SiteCostsFacts({ costs }: { costs: SiteCosts }) {
  return (
    <DetailList aria-label="Time and costs on site">
      <dt>Time on site</dt>
      <dd>{durationText(costs.onSiteMinutes)}</dd>
      <dt>Weather standby days</dt>
      <dd>{costs.standbyDays}</dd>
      <dt>Special vehicle</dt>
      <dd>{costs.specialVehicleUsed ? 'Used' : 'Not used'}</dd>
      <dt>Extra hours approved</dt>
      <dd>{costs.extraHoursApproved}</dd>
    </DetailList>
  );
}
