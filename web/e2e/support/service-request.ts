import type { Locator, Page } from 'playwright-core';
import { shows } from './browser';
import { choose } from './signup';

/**
 * Tomorrow's tile in the request form's calendar. The calendar may open on this month or on the
 * month last looked at, so it moves on only when the tile is not in view.
 */
export async function pickTomorrow(form: Locator): Promise<void> {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const name = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(tomorrow);
  const tile = form.getByRole('button', { name, exact: true });
  const nextMonth = form.getByRole('button', { name: 'Next month' });
  await shows(nextMonth);
  if ((await tile.count()) === 0) await nextMonth.click();
  await tile.click();
}

export interface RemoteEyesRequest {
  jobDescription: string;
  /** The location as the form's list shows it, e.g. '1 River Rd, Kwethluk, Alaska 99621'. */
  location: string;
  /** Whom the technician calls to get in; no restriction when left out. */
  restrictedAccess?: { contactPerson: string; phoneNumber: string };
}

/**
 * Submits a Remote Eyes request for tomorrow from a signed-in company's dashboard and answers the
 * ticket number it was stored under.
 */
export async function submitRemoteEyesRequest(
  page: Page,
  request: RemoteEyesRequest,
): Promise<string> {
  await page.getByRole('tab', { name: 'Service Request' }).click();
  await page.getByRole('tab', { name: 'Remote Eyes', exact: true }).click();
  const form = page.getByRole('form', { name: 'Remote Eyes request' });
  await shows(form);
  await form.getByLabel('Job Description').fill(request.jobDescription);
  await choose(page, 'Location', request.location);
  await pickTomorrow(form);
  await form
    .getByRole('radiogroup', { name: 'Is access to the site restricted?' })
    .getByRole('radio', { name: request.restrictedAccess ? 'Yes' : 'No' })
    .click();
  if (request.restrictedAccess) {
    await form.getByLabel('Contact Person').fill(request.restrictedAccess.contactPerson);
    await form.getByLabel('Phone Number').fill(request.restrictedAccess.phoneNumber);
  }
  const shown = (await page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? '';
  await form.getByRole('button', { name: 'Submit Service Request' }).click();
  await shows(page.getByText('Your service request has been submitted successfully.').first());
  return shown.replace('Service ticket ', '');
}
