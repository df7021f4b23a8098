import { fireEvent, within } from '@testing-library/react';
import { alaskaInstant } from '@rha/contracts/reference';

/**
 * Gives an ETA inside `container` (a dialog): a date a week from now and `time` (HH:MM) as the
 * arrival date and time. Answers the ISO date-time the form should send.
 */
export function pickEta(container: HTMLElement, time = '14:30'): string {
  const scope = within(container);
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  fireEvent.change(scope.getByLabelText('Arrival date'), { target: { value: day } });
  fireEvent.change(scope.getByLabelText('Arrival time'), { target: { value: time } });
  return alaskaInstant(day, time) ?? '';
}
