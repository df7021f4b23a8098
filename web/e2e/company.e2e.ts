import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { pickTomorrow } from './support/service-request';
import { choose, newAccount, signUpCompany, waitForMail } from './support/signup';

const account = newAccount('company-journey', 'Nora', 'Kwethluk');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function answer(form: Locator, question: string, choice: 'Yes' | 'No'): Promise<void> {
  await form
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice })
    .click();
}

describe.runIf(journeysCanRun)('company journey: profile, locations, requests', () => {
  const journey = useJourneyStack();
  const { step } = journey;
  const tickets: string[] = [];

  const profileForm = () => journey.page.getByRole('form', { name: 'Company profile' });
  const locations = () => journey.page.getByRole('list', { name: 'Your locations' });

  step('signs up a new company', async ({ stack, page }) => {
    await signUpCompany(page, stack, account, {
      contactName: 'Nora Kwethluk',
      companyName: 'Kwethluk Clinic',
      address: '1 Clinic Rd',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550188',
      website: 'https://kwethluk.example.org',
    });
    await shows(page.getByRole('heading', { level: 1, name: 'Welcome Nora!' }));
  });

  step('refuses a ZIP code of another state under the field', async ({ page }) => {
    await shows(profileForm());
    await profileForm().getByLabel('Zip Code').fill('10001');
    await profileForm().getByRole('button', { name: 'Save Changes' }).click();

    await shows(toast(page, 'Error'));
    await shows(page.getByText(/^Failed to update company information: /));
    const zip = profileForm().getByLabel('Zip Code');
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
  });

  step('saves a good profile, confirms it, and shows it again after a reload', async ({ page }) => {
    await profileForm().getByLabel('Zip Code').fill('99559');
    await profileForm().getByLabel('Company Name').fill('Kwethluk Health Clinic');
    await profileForm().getByLabel('Phone').fill('9075550199');
    await profileForm().getByRole('button', { name: 'Save Changes' }).click();

    await shows(
      page.getByText('Company information has been updated successfully', { exact: true }),
    );
    await shows(page.getByText('Your company profile has been updated.'));

    await page.reload();
    await shows(profileForm());
    await expect
      .poll(() => profileForm().getByLabel('Company Name').inputValue())
      .toBe('Kwethluk Health Clinic');
    expect(await profileForm().getByLabel('Phone').inputValue()).toBe('9075550199');
    expect(await profileForm().getByLabel('Zip Code').inputValue()).toBe('99559');
  });

  step('adds, edits and deletes a location', async ({ page }) => {
    await page.getByRole('button', { name: 'Add Location' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add location' });
    await addDialog.getByLabel('Street Address').fill('4000 W 50th Ave');
    await addDialog.getByLabel('Village/City').fill('Anchorage');
    await choose(page, 'State', 'Alaska');
    await addDialog.getByLabel('Zip Code').fill('99502');
    await addDialog.getByRole('button', { name: 'Add Location' }).click();
    const added = '4000 W 50th Ave, Anchorage, Alaska 99502';
    await shows(locations().getByText(added, { exact: true }));

    await locations()
      .getByRole('button', { name: `Edit ${added}` })
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Edit location' });
    await editDialog.getByLabel('Street Address').fill('4100 W 50th Ave');
    await editDialog.getByRole('button', { name: 'Save Location' }).click();
    const edited = '4100 W 50th Ave, Anchorage, Alaska 99502';
    await shows(locations().getByText(edited, { exact: true }));

    await locations()
      .getByRole('button', { name: `Delete ${edited}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete location' });
    await shows(confirm.getByText('Are you sure you want to delete this location?'));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await locations().getByText(edited, { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => locations().getByRole('listitem').count()).toBe(1);
    await shows(toast(page, 'Location deleted'));
  });

  const requestTab = () => journey.page.getByRole('tab', { name: 'Service Request' });

  /** Fills what every request type asks, submits, and keeps the ticket number. */
  async function submitRequest(
    tabName: string,
    formName: string,
    details: (form: Locator) => Promise<void>,
  ): Promise<void> {
    const { page } = journey;
    await page.getByRole('tab', { name: tabName, exact: true }).click();
    const form = page.getByRole('form', { name: formName });
    await shows(form);
    const ticket = (await page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? '';
    await form.getByLabel('Job Description').fill(`${tabName}: the satellite modem needs a reset`);
    await choose(page, 'Location', '1 Clinic Rd, Bethel, Alaska 99559');
    await pickTomorrow(form);
    await details(form);
    await form.getByLabel('Additional Information').fill('Ask for the clinic manager.');
    await form.getByRole('button', { name: 'Submit Service Request' }).click();

    await shows(page.getByText('Your service request has been submitted successfully.').first());
    const stored = ticket.replace('Service ticket ', '');
    tickets.push(stored);
    await shows(page.getByText(`Service request ${stored} submitted.`));
    await shows(
      page.getByRole('table', { name: 'Your service requests' }).getByText(`Ticket ${stored}`),
    );
    await expect
      .poll(() => page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent())
      .not.toBe(ticket);
  }

  step('submits a remote-hands request through every live-video follow-up', async () => {
    await requestTab().click();
    await submitRequest('Remote Hands', 'Remote Hands request', async (form) => {
      await form.getByLabel('Preferred Time Range').selectOption('10:00 AM - 12:00 PM');
      await answer(form, 'Is access to the site restricted?', 'Yes');
      await form.getByLabel('Contact Person (Required)').fill('Nora Kwethluk');
      await form.getByLabel('Phone Number (Required)').fill('9075550188');
      await answer(form, 'Do you need live video support during the service?', 'Yes');
      await answer(form, 'Is WiFi or 4G available at the site?', 'No');
      await answer(form, 'Would you like the Pro Package ($800)?', 'Yes');
      await answer(form, 'Is there a power outlet available at the site?', 'No');
      await form.getByLabel('How long will you need live video?').selectOption('1-2');
      await answer(form, 'Do you have supporting documentation (photos, diagrams, manuals)?', 'No');
    });
  });

  step('submits a remote-eyes request, which asks neither time range nor live video', async () => {
    await submitRequest('Remote Eyes', 'Remote Eyes request', async (form) => {
      expect(await form.getByLabel('Preferred Time Range').count()).toBe(0);
      expect(
        await form
          .getByRole('radiogroup', {
            name: 'Do you need live video support during the service?',
          })
          .count(),
      ).toBe(0);
      await answer(form, 'Is access to the site restricted?', 'No');
    });
  });

  step(
    'submits a custom request with a connection method and supporting documentation',
    async ({ page }) => {
      await submitRequest('Custom Request', 'Custom Request request', async (form) => {
        await form.getByLabel('Preferred Time Range').selectOption('Anytime');
        await answer(form, 'Do you need live video support during the service?', 'Yes');
        await answer(form, 'Is WiFi or 4G available at the site?', 'No');
        await answer(form, 'Would you like the Pro Package ($800)?', 'No');
        await form.getByLabel('How will you connect for live video?').fill('Our own Starlink dish');
        await answer(
          form,
          'Do you have supporting documentation (photos, diagrams, manuals)?',
          'Yes',
        );
      });
      const mailto = await page
        .getByRole('link', { name: 'Email your supporting documentation' })
        .getAttribute('href');
      const last = tickets.at(-1) ?? '';
      expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
      expect(decodeURIComponent(mailto ?? '')).toContain(
        `Supporting Documentation for Service Request ${last}`,
      );
      expect(decodeURIComponent(mailto ?? '')).toContain('Service Type: Custom Request');
    },
  );

  step(
    'lists the three requests, newest first, the custom one waiting for its quote',
    async ({ page }) => {
      const list = page.getByRole('table', { name: 'Your service requests' });
      const items = list.locator('tbody tr');
      await expect.poll(() => items.count()).toBe(3);
      const texts = await items.allTextContents();
      expect(texts.map((text) => /Ticket (\d{8}-\d{4})/.exec(text)?.[1])).toEqual(
        [...tickets].reverse(),
      );
      expect(texts[0]).toContain('Quote needed');
      expect(texts.slice(1).every((text) => text.includes('Submitted'))).toBe(true);
    },
  );

  step('e-mails a confirmation of each request to the company', async ({ stack }) => {
    for (const ticket of tickets) {
      await waitForMail(stack, account.email, new RegExp(`service request ${ticket}`));
    }
  });

  step('cancels a request with a reason and reads it on the timeline', async ({ page }) => {
    const last = tickets.at(-1) ?? '';
    await page
      .getByRole('table', { name: 'Your service requests' })
      .getByRole('button', { name: new RegExp(last) })
      .click();
    await shows(page.getByRole('heading', { name: `Ticket ${last}` }));
    const status = page.getByRole('region', { name: 'Request status' });
    await status.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request' });
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await shows(dialog.getByText('Please give a reason for the cancellation'));
    await dialog.getByLabel('Reason').fill('The clinic found a spare modem.');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await shows(timeline.getByText('The clinic found a spare modem.'));
    await shows(status.getByText('Cancelled'));
    expect(await status.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);

    await page.reload();
    await shows(
      page
        .getByRole('list', { name: 'Timeline' })
        .getByText(/Cancelled/)
        .first(),
    );
    // The chosen request stays open beside the list after the reload: the URL names it.
    await shows(
      page.getByRole('table', { name: 'Your service requests' }).getByText('Cancelled').first(),
    );
  });
});
