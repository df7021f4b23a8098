import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appStarted, openStarted, shows } from './support/browser';
import {
  deviceWorkKeys,
  dropFirstAnswer,
  expectValue,
  queuedSubmissions,
  reloadAfterTyping,
} from './support/drafts';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { atStep, completeShortOnboarding, continueTo, expectChecked } from './support/onboarding';
import { pickTomorrow } from './support/service-request';
import {
  choose,
  newAccount,
  openTechnicianSignup,
  signUpCompany,
  submitTechnicianSignup,
  waitForAppPath,
} from './support/signup';

const QUEUED = 'Saved on this device, will send when you are back online';
const SUBMITTED = 'Your service request has been submitted successfully.';
const LOCATION = '1 Clinic Rd, Bethel, Alaska 99559';
const PROFILE_SAVED = 'Company information has been updated successfully';

const account = newAccount('drafts-journey', 'Dora', 'Nunapitchuk');
const technician = newAccount('drafts-technician', 'Toby', 'Selawik');

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe.runIf(journeysCanRun)('drafts and the submission queue', () => {
  const journey = useJourneyStack();
  const { step } = journey;

  const contactDialog = () => journey.page.getByRole('dialog', { name: 'Contact Us' });
  const profileForm = () => journey.page.getByRole('form', { name: 'Company profile' });
  const remoteEyesForm = () => journey.page.getByRole('form', { name: 'Remote Eyes request' });
  const requestList = () => journey.page.getByRole('table', { name: 'Your service requests' });
  const locationList = () => journey.page.getByRole('list', { name: 'Your locations' });

  // A browser of their own, as a technician signing up on another device would have.
  let technicianPage: Page;

  async function openRemoteEyes(page: Page): Promise<Locator> {
    await page.getByRole('tab', { name: 'Service Request' }).click();
    await page.getByRole('tab', { name: 'Remote Eyes', exact: true }).click();
    await shows(remoteEyesForm());
    return remoteEyesForm();
  }

  /** Fills a whole Remote Eyes request and answers the ticket number the form shows. */
  async function fillRemoteEyes(page: Page, description: string): Promise<string> {
    const form = await openRemoteEyes(page);
    await form.getByLabel('Job Description').fill(description);
    await choose(page, 'Location', LOCATION);
    await pickTomorrow(form);
    await form
      .getByRole('radiogroup', { name: 'Is access to the site restricted?' })
      .getByRole('radio', { name: 'No' })
      .click();
    const shown = (await page.getByText(/^Service ticket \d{8}-\d{4}$/).textContent()) ?? '';
    return shown.replace('Service ticket ', '');
  }

  async function expectStoredOnce(page: Page, ticket: string): Promise<void> {
    await shows(requestList().getByText(`Ticket ${ticket}`));
    expect(await requestList().getByText(`Ticket ${ticket}`).count()).toBe(1);
  }

  step('keeps what is typed into the contact form across a reload', async ({ stack, page }) => {
    await openStarted(page, stack.webUrl);
    await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click();
    await contactDialog().getByLabel('Name').fill('Dora Nunapitchuk');
    await contactDialog().getByLabel('Message').fill('Our generator needs a look.');
    await reloadAfterTyping(page);
    await appStarted(page);

    await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click();
    await expectValue(contactDialog().getByLabel('Name'), 'Dora Nunapitchuk');
    await expectValue(contactDialog().getByLabel('Message'), 'Our generator needs a look.');
    await page.keyboard.press('Escape');
  });

  step('signs up a company', async ({ stack, page }) => {
    await signUpCompany(page, stack, account, {
      contactName: 'Dora Nunapitchuk',
      companyName: 'Nunapitchuk Clinic',
      address: '1 Clinic Rd',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550177',
      website: 'https://nunapitchuk.example.org',
    });
    await shows(page.getByRole('heading', { level: 1, name: 'Welcome Dora!' }));
  });

  step('keeps an unsaved company profile change over the stored profile', async ({ page }) => {
    await shows(profileForm());
    await expectValue(profileForm().getByLabel('Company Name'), 'Nunapitchuk Clinic');
    await profileForm().getByLabel('Company Name').fill('Nunapitchuk Health Clinic');
    await reloadAfterTyping(page);

    await shows(profileForm());
    await expectValue(profileForm().getByLabel('Company Name'), 'Nunapitchuk Health Clinic');
    expect(await profileForm().getByLabel('Phone').inputValue()).toBe('9075550177');
  });

  step('opens the location being added again after a reload, as typed', async ({ page }) => {
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location' });
    await dialog.getByLabel('Street Address').fill('7 River Rd');
    await reloadAfterTyping(page);

    await shows(page.getByRole('dialog', { name: 'Add location' }));
    await expectValue(
      page.getByRole('dialog', { name: 'Add location' }).getByLabel('Street Address'),
      '7 River Rd',
    );
    await page.keyboard.press('Escape');
  });

  step('keeps a service request being written across a reload', async ({ page }) => {
    const form = await openRemoteEyes(page);
    await form.getByLabel('Job Description').fill('The satellite modem blinks red.');
    await reloadAfterTyping(page);

    await page.getByRole('tab', { name: 'Service Request' }).click();
    await expectValue(
      remoteEyesForm().getByLabel('Job Description'),
      'The satellite modem blinks red.',
    );
  });

  step(
    'queues a request submitted offline and sends it when the link returns',
    async ({ page }) => {
      const ticket = await fillRemoteEyes(page, 'Offline: the satellite modem blinks red.');
      await page.context().setOffline(true);
      await remoteEyesForm().getByRole('button', { name: 'Submit Service Request' }).click();
      await shows(notice(page, QUEUED));
      expect(await deviceWorkKeys(page)).toContain('rha.outbox.submissions');

      await page.context().setOffline(false);
      await shows(notice(page, SUBMITTED));
      await expect
        .poll(() => deviceWorkKeys(page), { timeout: 15_000 })
        .not.toContain('rha.outbox.submissions');
      await expectStoredOnce(page, ticket);

      // The estimate answers given offline followed the request once it was stored.
      await requestList()
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
      await shows(
        page.getByRole('region', { name: 'Estimate' }).getByText('Estimated total'),
        30_000,
      );
    },
  );

  step('stores a request once when the first answer is lost on the way back', async ({ page }) => {
    const ticket = await fillRemoteEyes(page, 'Dropped answer: the heater is out.');
    const link = await dropFirstAnswer(page, '/api/service-request/company', 'POST');
    await remoteEyesForm().getByRole('button', { name: 'Submit Service Request' }).click();
    await shows(notice(page, QUEUED));
    expect(link.wasDropped()).toBe(true);

    await shows(notice(page, SUBMITTED));
    await expect.poll(() => deviceWorkKeys(page)).not.toContain('rha.outbox.submissions');
    await page.unroute((url) => url.pathname.endsWith('/api/service-request/company'));
    await expectStoredOnce(page, ticket);
  });

  step(
    'adds a company location offline, then stores it once when the link returns',
    async ({ page }) => {
      await page.getByRole('tab', { name: 'Company Profile' }).click();
      await page.getByRole('button', { name: 'Add Location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add location' });
      await dialog.getByLabel('Street Address').fill('7 River Rd');
      await dialog.getByLabel('Village/City').fill('Bethel');
      await choose(page, 'State', 'Alaska');
      await dialog.getByLabel('Zip Code').fill('99559');
      await page.context().setOffline(true);
      await dialog.getByRole('button', { name: 'Add Location' }).click();
      await shows(notice(page, QUEUED));

      await page.context().setOffline(false);
      await shows(notice(page, 'Location added'));
      const added = locationList().getByText('7 River Rd, Bethel, Alaska 99559', { exact: true });
      await shows(added);
      expect(await added.count()).toBe(1);
    },
  );

  step('sends only the newest of two company profile saves made offline', async ({ page }) => {
    const companyName = () => profileForm().getByLabel('Company Name');
    const save = () => profileForm().getByRole('button', { name: 'Save Changes' }).click();
    await page.context().setOffline(true);
    await companyName().fill('Nunapitchuk Clinic (offline)');
    await save();
    await shows(notice(page, QUEUED));
    await companyName().fill('Nunapitchuk Regional Clinic');
    await save();
    await expect
      .poll(async () => (await queuedSubmissions(page)).map(({ body }) => body))
      .toEqual([expect.objectContaining({ companyName: 'Nunapitchuk Regional Clinic' })]);

    await page.context().setOffline(false);
    await shows(notice(page, PROFILE_SAVED));
    await expect.poll(() => queuedSubmissions(page)).toEqual([]);
    await page.reload();
    await shows(profileForm());
    await expectValue(companyName(), 'Nunapitchuk Regional Clinic');
  });

  step('drops every draft on the device when the person signs out', async ({ stack, page }) => {
    const form = await openRemoteEyes(page);
    await form.getByLabel('Job Description').fill('Typed on a shared computer.');
    await page.waitForTimeout(800);
    expect(await deviceWorkKeys(page)).toContain('rha.draft.service-request');

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.webUrl}/`);
    await expect.poll(() => deviceWorkKeys(page)).toEqual([]);
  });

  step('keeps an onboarding answer not yet saved across a reload', async ({ stack }) => {
    technicianPage = await journey.newPage();
    const page = technicianPage;
    await openTechnicianSignup(page, stack);
    await submitTechnicianSignup(page, stack, technician, {
      fullName: 'Toby Selawik',
      homeCommunity: 'Selawik',
      phone: '9075550166',
    });
    await waitForAppPath(page, stack, '/onboarding');
    await atStep(page, 1, 'Age Verification');
    await page.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' }).check();
    await continueTo(page, 2, 'IT Skills');
    await page.getByRole('checkbox', { name: 'Soldering', exact: true }).check();
    await reloadAfterTyping(page);

    await atStep(page, 2, 'IT Skills');
    await expectChecked(page, 'Soldering');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await completeShortOnboarding(page, {
      itSkill: 'Soldering',
      goodFit: 'I keep the Selawik clinic online.',
      reference: { name: 'Alice Sheldon', phone: '9075550101', relationship: 'Supervisor' },
    });
    await waitForAppPath(page, stack, '/dashboard');
  });

  step('keeps an unsaved technician profile change over the stored answers', async () => {
    const page = technicianPage;
    const profile = page.getByRole('form', { name: 'Technician profile' });
    const goodFit = () => profile.getByLabel('Why are you a good fit for Remote Hands Alaska?');
    await expectValue(goodFit(), 'I keep the Selawik clinic online.');
    await goodFit().fill('I keep the Selawik clinic and school online.');
    await reloadAfterTyping(page);

    await expectValue(goodFit(), 'I keep the Selawik clinic and school online.');
  });

  step('keeps unsaved contact details in the settings across a reload', async () => {
    const page = technicianPage;
    await page
      .getByRole('tablist', { name: 'Dashboard' })
      .getByRole('tab', { name: 'Profile Settings' })
      .click();
    const contact = () => page.getByRole('form', { name: 'Contact information' });
    await expectValue(contact().getByLabel('Name'), 'Toby Selawik');
    await contact().getByLabel('Name').fill('Toby J. Selawik');
    await reloadAfterTyping(page);

    await expectValue(contact().getByLabel('Name'), 'Toby J. Selawik');
  });

  step('reopens the service location being edited after a reload', async () => {
    const page = technicianPage;
    await page
      .getByRole('tablist', { name: 'Profile settings' })
      .getByRole('tab', { name: 'Locations' })
      .click();
    const saved = page.getByRole('region', { name: 'Your service location' });
    await saved.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = () => page.getByRole('form', { name: 'Service location' });
    await form().getByLabel('ZIP Code').fill('99773');
    await reloadAfterTyping(page);

    await page
      .getByRole('tablist', { name: 'Profile settings' })
      .getByRole('tab', { name: 'Locations' })
      .click();

    await expectValue(form().getByLabel('ZIP Code'), '99773');
  });

  step('adds the service location offline and stores it when the link returns', async () => {
    const page = technicianPage;
    const form = () => page.getByRole('form', { name: 'Service location' });
    await form().getByRole('button', { name: 'Cancel', exact: true }).click();
    const saved = page.getByRole('region', { name: 'Your service location' });
    await saved.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete location' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await shows(page.getByText("You haven't added a service location yet."));

    await page.getByRole('button', { name: 'Add Location', exact: true }).click();
    await choose(page, 'City', 'Kotzebue');
    await page.context().setOffline(true);
    await form().getByRole('button', { name: 'Add Location', exact: true }).click();
    await shows(notice(page, QUEUED));
    expect((await queuedSubmissions(page)).map(({ kind }) => kind)).toEqual([
      'technician-location-add',
    ]);

    await page.context().setOffline(false);
    await shows(notice(page, 'Location added successfully'));
    await shows(saved.getByText(/Kotzebue/));
  });
});
