import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { completeShortOnboarding } from './support/onboarding';
import { onStackDatabase } from './support/technicians';
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
    const ownTraining = form
      .getByRole('group', { name: 'Training', exact: true })
      .getByRole('textbox', { name: 'Add your own' });
    await ownTraining.fill(tooLong);
    await ownTraining.press('Enter');
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
      const confirmMove = async (label: string) => {
        await actions.getByRole('button', { name: label }).click();
        const dialog = journey.page.getByRole('dialog', { name: label });
        await dialog.getByRole('button', { name: label }).click();
        return dialog;
      };
      expect(await actions.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await confirmMove('Move to Interview');
      await shows(vetting.getByText('Status: Interview'));
      await confirmMove('Move to Background check');
      await shows(vetting.getByText('Status: Background check'));
      await vetting.getByRole('textbox', { name: 'Vetting note' }).fill('References called.');
      const approval = await confirmMove('Approve');
      await shows(approval.getByText('Please confirm every check before approving'));
      for (const check of ['References contacted', 'Background check passed', 'Interview held']) {
        await approval.getByRole('checkbox', { name: check }).click();
      }
      await approval.getByRole('button', { name: 'Approve' }).click();
      await shows(vetting.getByText('Status: Approved'));
      await shows(
        vetting.getByText(
          'Confirmed: References contacted, Background check passed, Interview held',
        ),
      );
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

  step(
    'records the background check apart from the consent and adds a dated interview note',
    async ({ page }) => {
      const background = details().getByRole('region', { name: 'Background' });
      await shows(background.getByText('Not completed'));
      await background.getByRole('button', { name: 'Record background check' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Record', exact: true }).click();
      await shows(background.getByText(/^Completed on .+ by /));

      const notes = details().getByRole('region', { name: 'Interview notes' });
      await notes
        .getByRole('textbox', { name: /New interview note/ })
        .fill('Called both references.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await shows(notes.getByText(/Called both references\./));
      await shows(notes.getByText('Strong on generators.', { exact: false }));
      await shows(
        details()
          .getByRole('region', { name: 'Change history' })
          .getByText('Interview notes before this change')
          .first(),
      );

      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await background.scrollIntoViewIfNeeded();
        await background.screenshot({ path: `e2e/artifacts/admin-background-${width}.png` });
        await details()
          .getByRole('region', { name: 'Vetting' })
          .screenshot({ path: `e2e/artifacts/admin-vetting-${width}.png` });
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    },
  );

  step(
    'suspending the technician holds their job for a decision; the admin lets them finish',
    async ({ stack, page }) => {
      // The technician holds the company's request, as if they had accepted it.
      await onStackDatabase(stack, (client) =>
        client.query(
          `update service_request.service_requests r
              set status = 'Accepted', assigned_technician_id = t.keycloak_id::uuid,
                  assigned_technician_name = t.full_name, eta = now() + interval '1 day'
             from technician.technicians t
            where r.ticket_number = $1 and lower(t.email) = $2`,
          [ticket, technicianAccount.email.toLowerCase()],
        ),
      );
      const vetting = details().getByRole('region', { name: 'Vetting' });
      await vetting
        .getByRole('group', { name: 'Vetting actions' })
        .getByRole('button', { name: 'Suspend' })
        .click();
      await page
        .getByRole('dialog', { name: 'Suspend' })
        .getByRole('button', { name: 'Suspend' })
        .click();
      await shows(vetting.getByText('Status: Suspended'));

      const held = details().getByRole('region', { name: 'Jobs waiting for a decision' });
      // The list is read again every 15 s; the suspension reaches the job a moment after the move.
      await shows(held.getByText(`${ticket} · Accepted`), 40_000);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await held.scrollIntoViewIfNeeded();
        await held.screenshot({ path: `e2e/artifacts/admin-held-jobs-${width}.png` });
      }
      await page.setViewportSize({ width: 1366, height: 900 });

      await held.getByRole('button', { name: 'Let them finish' }).click();
      const dialog = page.getByRole('dialog', { name: `Let them finish: ${ticket}` });
      await shows(dialog.getByText(/may work on this job again/));
      await dialog.getByRole('button', { name: 'Let them finish' }).click();
      await held.waitFor({ state: 'detached', timeout: 15_000 });
    },
  );

  step('lists the company with its request on the Companies tab', async ({ page }) => {
    await page
      .getByRole('tablist', { name: 'Admin Dashboard' })
      .getByRole('tab', { name: 'Companies' })
      .click();
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill(companyName);
    await page.getByRole('button', { name: companyName }).click();
    const company = page.getByRole('region', { name: 'Company Details' });
    await shows(company.getByRole('region', { name: 'Contact' }).getByText('Nora Noorvik'));
    await shows(company.getByRole('region', { name: 'Locations' }).getByText(/2 Clinic Rd/));
    await shows(
      company.getByRole('region', { name: 'Service requests' }).getByText(`Ticket ${ticket}`),
    );
    // The chosen company is a step of history: back shows the list with nothing chosen.
    await page.goBack();
    await shows(page.getByText('Select a company to view details'));
  });
});
