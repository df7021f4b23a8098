import type { Page } from 'playwright-core';
import { shows } from './browser';
import { pickTomorrow } from './service-request';
import { choose } from './signup';

/**
 * Submits a Remote Hands request (the Baseline, no live video) for tomorrow morning from a
 * signed-in company's dashboard and answers the ticket number it was stored under.
 */
export async function submitRemoteHandsRequest(
  page: Page,
  request: { jobDescription: string; location: string },
): Promise<string> {
  await page.getByRole('tab', { name: 'Service Request' }).click();
  await page.getByRole('tab', { name: 'Remote Hands', exact: true }).click();
  const form = page.getByRole('form', { name: 'Remote Hands request' });
  await shows(form);
  await form.getByLabel('Job Description').fill(request.jobDescription);
  await choose(page, 'Location', request.location);
  await pickTomorrow(form);
  await form.getByLabel('Preferred Time Range').selectOption('10:00 AM - 12:00 PM');
  await form
    .getByRole('radiogroup', { name: 'Is access to the site restricted?' })
    .getByRole('radio', { name: 'No' })
    .click();
  await form
    .getByRole('radiogroup', { name: 'Do you need live video support during the service?' })
    .getByRole('radio', { name: 'No' })
    .click();
  const shown = (await page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? '';
  await form.getByRole('button', { name: 'Submit Service Request' }).click();
  await shows(page.getByText('Your service request has been submitted successfully.').first());
  return shown.replace('Service ticket ', '');
}
