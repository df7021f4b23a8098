import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { completeShortOnboarding } from './support/onboarding';
import { submitRemoteEyesRequest } from './support/service-request';
import { demoAdmin, signIn } from './support/sign-in';
import {
  countMail,
  newAccount,
  openTechnicianSignup,
  signUpCompany,
  submitTechnicianSignup,
  waitForAppPath,
  waitForMail,
} from './support/signup';

// Unique per run, so the admin's search finds this run's technician and company only.
const runTag = Date.now().toString(36).slice(-5);
const technicianName = `Tanya Kivalina${runTag}`;
const companyName = `Noorvik Clinic ${runTag}`;
const technicianAccount = newAccount('admin-vetted-technician', 'Tanya', `Kivalina${runTag}`);
const companyAccount = newAccount('admin-listed-company', 'Nora', 'Noorvik');
const approvedSubject = /You are approved/;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe.runIf(journeysCanRun)('admin: directory, details, vetting and companies', () => {
  const journey = useJourneyStack({ artifactPrefix: 'admin' });
  const { step } = journey;
  let technicianPage: Page;
  let ticket = '';

  const details = () => journey.page.getByRole('region', { name: 'Technician Details' });

  step('a technician signs up and completes the onboarding', async ({ stack }) => {
    technicianPage = await journey.newPage();
    await openTechnicianSignup(technicianPage, stack);
    await submitTechnicianSignup(technicianPage, stack, technicianAccount, {
      fullName: technicianName,
      homeCommunity: 'Kivalina',
      phone: '9075550142',
    });
    await waitForAppPath(technicianPage, stack, '/onboarding');
    await completeShortOnboarding(technicianPage, {
      itSkill: 'Soldering',
      goodFit: 'I run the village water plant controls.',
      reference: { name: 'Alice Sheldon', phone: '9075550101', relationship: 'Supervisor' },
    });
    await waitForAppPath(technicianPage, stack, '/dashboard');
    await shows(
      technicianPage
        .getByRole('region', { name: 'Application status' })
        .getByText('Application received'),
    );
  });

  step('a company signs up and submits a request', async ({ stack }) => {
    const page = await journey.newPage();
    await signUpCompany(page, stack, companyAccount, {
      contactName: 'Nora Noorvik',
      companyName,
      address: '2 Clinic Rd',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      phone: '9075550177',
      website: 'https://noorvik.example.org',
    });
    ticket = await submitRemoteEyesRequest(page, {
      jobDescription: 'The clinic router needs a look',
      location: '2 Clinic Rd, Bethel, Alaska 99559',
    });
    await page.context().close();
  });

  step('the admin signs in and opens the Admin Dashboard', async ({ stack, page }) => {
    await page.goto(`${stack.webUrl}/admin`);
    await page.waitForURL(`${stack.webUrl}/auth`);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await signIn(page, stack, demoAdmin);
    await waitForAppPath(page, stack, '/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await waitForAppPath(page, stack, '/admin');
    await shows(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await shows(details().getByText('Select a technician to view details'));
  });

  step('searches, selects the technician and reads the answers', async ({ page }) => {
    const directory = page.getByRole('region', { name: 'Technicians' });
    await directory
      .getByRole('searchbox', { name: 'Search technicians by name' })
      .fill(`kivalina${runTag}`);
    const entry = directory.getByRole('button', { name: technicianName, exact: true });
    await shows(entry);
    await shows(directory.getByRole('link', { name: '(907) 555-0142' }));
    await entry.click();
    await shows(details().getByRole('heading', { level: 3, name: technicianName }));
    await shows(details().getByText('Soldering'));
    await shows(details().getByText('I run the village water plant controls.'));
    await shows(details().getByText('Alice Sheldon'));
    await shows(details().getByText('No interview notes recorded'));
    await shows(details().getByText('Status: Applied'));
  });

  step('edits interview notes and a reference; the save survives a reload', async ({ page }) => {
    await details().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit technician details' });
    await form.getByRole('textbox', { name: 'Interview notes' }).fill('Strong on generators.');
    await form.getByRole('textbox', { name: 'Reference 1 relationship' }).fill('Plant manager');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(toast(page, 'Technician details updated successfully.'));
    await shows(details().getByText('Strong on generators.'));

    await page.reload();
    await page
      .getByRole('searchbox', { name: 'Search technicians by name' })
      .fill(`kivalina${runTag}`);
    await page.getByRole('button', { name: technicianName, exact: true }).click();
    await shows(details().getByText('Strong on generators.'));
    await shows(details().getByText('Plant manager'));
    await shows(details().getByRole('region', { name: 'Change history' }));
  });

  step('a save the server refuses keeps the stored details and says so', async ({ page }) => {
    await details().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit technician details' });
    const tooLong = 'x'.repeat(101);
    await form.getByRole('textbox', { name: 'Training' }).fill(tooLong);
    await form.getByRole('textbox', { name: 'Training' }).press('Enter');
    await form.getByRole('textbox', { name: 'Interview notes' }).fill('Not stored.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(toast(page, 'Technician details failed to update. Please try again.'));
    expect(await form.getByRole('textbox', { name: 'Interview notes' }).inputValue()).toBe(
      'Not stored.',
    );
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await shows(details().getByText('Strong on generators.'));
    expect(await details().getByText('Not stored.').count()).toBe(0);
  });

  step(
    'moves the technician to Approved; the technician sees it and is e-mailed once',
    async ({ stack }) => {
      const vetting = details().getByRole('region', { name: 'Vetting' });
      const actions = vetting.getByRole('group', { name: 'Vetting actions' });
      expect(await actions.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await actions.getByRole('button', { name: 'Move to Interview' }).click();
      await shows(vetting.getByText('Status: Interview'));
      await actions.getByRole('button', { name: 'Move to Background check' }).click();
      await shows(vetting.getByText('Status: Background check'));
      await vetting.getByRole('textbox', { name: 'Vetting note' }).fill('References called.');
      await actions.getByRole('button', { name: 'Approve' }).click();
      await shows(vetting.getByText('Status: Approved'));
      await shows(vetting.getByRole('list', { name: 'Vetting history' }).getByText(/Approved/));

      await technicianPage.reload();
      await shows(
        technicianPage.getByRole('region', { name: 'Application status' }).getByText('Approved'),
      );
      await waitForMail(stack, technicianAccount.email, approvedSubject);
      // Long enough for a duplicate delivery to have arrived as well.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await countMail(stack, technicianAccount.email, approvedSubject)).toBe(1);
      await technicianPage.context().close();
    },
  );

  step('lists the company with its request on the Companies tab', async ({ page }) => {
    await page
      .getByRole('tablist', { name: 'Admin Dashboard' })
      .getByRole('tab', { name: 'Companies' })
      .click();
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill(companyName);
    await page.getByRole('button', { name: companyName, exact: true }).click();
    const company = page.getByRole('region', { name: 'Company Details' });
    await shows(company.getByRole('region', { name: 'Contact' }).getByText('Nora Noorvik'));
    await shows(company.getByRole('region', { name: 'Locations' }).getByText(/2 Clinic Rd/));
    await shows(
      company.getByRole('region', { name: 'Service requests' }).getByText(`Ticket ${ticket}`),
    );
    await page.goBack();
    await shows(page.getByRole('region', { name: 'Technicians' }));
  });
});
