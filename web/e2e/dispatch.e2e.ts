import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { shows } from './support/browser';
import { expectValue, reloadAfterTyping } from './support/drafts';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { submitRemoteEyesRequest } from './support/service-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { choose, countMail, newAccount, signUpCompany, waitForMail } from './support/signup';
import {
  approveTechnicians,
  openJob,
  openJobs,
  openOffer,
  signUpTechnician,
} from './support/technicians';
import { fitsTheScreen } from './support/screens';

const support = 'support@remote-hands.local';
// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const villager = {
  account: newAccount('dispatch-villager', 'Vera', `Kwethluk${runTag}`),
  fullName: `Vera Kwethluk${runTag}`,
  homeCommunity: 'Kwethluk',
  phone: '9075550161',
};
const hubTechnician = {
  account: newAccount('dispatch-hub', 'Hank', `Bethel${runTag}`),
  fullName: `Hank Bethel${runTag}`,
  homeCommunity: 'Bethel',
  phone: '9075550162',
};
const companyAccount = newAccount('dispatch-company', 'Clara', 'Clinic');
const contactPerson = 'Ivan Health Aide';
const contactPhone = '9075550199';

// The villager works from a phone, the clinic from a laptop.
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1366, height: 900 } };
// What a company pastes: a link with no space to break at, wider than a phone's screen.
const pastedLink = `https://support.example.org/tickets/${'7f3a9c2e'.repeat(10)}`;

const offerSubject = /New job offer/;
const acceptedSubject = /accepted/i;

/** A real JPEG of noise, which barely compresses: about 1.7 MB, so it goes in two parts. */
async function noisyPhoto(name: string) {
  const width = 1600;
  const height = 1200;
  const buffer = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Uploads three photos over a slow link that drops in the middle of the second, then comes back:
 * the queue resumes and every photo is stored once.
 */
async function uploadPhotosThroughADrop(page: Page, job: Locator): Promise<void> {
  const photos = await Promise.all(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg'].map(noisyPhoto));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1_000,
    downloadThroughput: -1,
    uploadThroughput: 250 * 1024,
  });
  const section = job.getByRole('region', { name: 'Photos' });
  await shows(section.getByText('0 of 20 photos'));
  await section.locator('input[type="file"]').setInputFiles(photos);

  const uploads = section.getByRole('list', { name: 'Photos being uploaded' });
  const second = uploads.getByRole('progressbar', { name: 'photo-2.jpg' });
  await expect
    .poll(async () => Number(await second.getAttribute('aria-valuenow')), { timeout: 60_000 })
    .toBeGreaterThan(0);
  // The link drops on the throttled session itself, so the request under way fails as on a real
  // link; the context's flag tells the page it is offline.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: 0,
    uploadThroughput: 0,
  });
  await page.context().setOffline(true);
  await expect
    .poll(() => second.getAttribute('aria-valuetext'), { timeout: 15_000 })
    .toMatch(/^Waiting for connection/);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await page.context().setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const stored = section.getByRole('button', { name: /^View photo-\d\.jpg$/ });
  await expect.poll(() => stored.count(), { timeout: 90_000, interval: 500 }).toBe(3);
  await shows(section.getByText('3 of 20 photos'));
  expect(await uploads.count()).toBe(0);
  await cdp.detach();
}

/** Waits until the image has really been drawn: a blocked or broken one still shows its alt text. */
async function showsImage(image: Locator): Promise<void> {
  await shows(image);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

/** The report shows each photo once; one opens full size and downloads under its name. */
async function checkReportPhotos(page: Page, report: Locator): Promise<void> {
  const gallery = report.getByRole('region', { name: 'Photos' }).getByRole('list', {
    name: 'Photos',
  });
  const first = gallery.getByRole('button', { name: 'View photo-1.jpg' });
  await shows(first);
  // Thumbnails load as they come into view, as the person scrolls down to the report's photos.
  await first.scrollIntoViewIfNeeded();
  await showsImage(gallery.getByRole('img', { name: 'photo-1.jpg' }));
  expect(await gallery.getByRole('listitem').count()).toBe(3);
  await gallery.getByRole('button', { name: 'View photo-2.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'photo-2.jpg' });
  await showsImage(viewer.getByRole('img', { name: 'photo-2.jpg' }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('photo-2.jpg');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(bytes.length).toBeGreaterThan(100_000);
  await viewer.getByRole('button', { name: 'Close' }).click();
}

/**
 * A signed-in technician's Contact Support: already addressed from them, and its human check solves
 * by itself without a tick, enabling Send Message.
 */
async function contactSupportAsSignedIn(page: Page, technician: typeof villager): Promise<void> {
  await page
    .getByRole('tablist', { name: 'Dashboard' })
    .getByRole('tab', { name: 'Contact Support' })
    .click();
  const form = page.getByRole('form', { name: 'Contact Us' });
  await shows(form);
  await expectValue(form.getByLabel('Name'), technician.fullName);
  await expectValue(form.getByLabel('Email'), technician.account.email);
  await page.waitForFunction(
    () => document.querySelector('altcha-widget')?.getState() === 'verified',
    undefined,
    { timeout: 60_000 },
  );
  expect(await form.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(false);
}

describe.runIf(journeysCanRun)(
  'dispatch: a village request offered, accepted, held, cancelled',
  () => {
    const journey = useJourneyStack({ artifactPrefix: 'dispatch' });
    const { step } = journey;
    let villagerPage: Page;
    let hubPage: Page;
    let companyPage: Page;
    let ticket = '';

    step(
      'two technicians sign up: one in Kwethluk, one in Bethel who reaches it',
      async ({ stack }) => {
        villagerPage = await journey.newPage(phone);
        await signUpTechnician(villagerPage, stack, villager);
        await contactSupportAsSignedIn(villagerPage, villager);

        hubPage = await journey.newPage();
        await signUpTechnician(hubPage, stack, hubTechnician);
        await hubPage
          .getByRole('tablist', { name: 'Dashboard' })
          .getByRole('tab', { name: 'Profile Settings' })
          .click();
        await hubPage
          .getByRole('tablist', { name: 'Profile settings' })
          .getByRole('tab', { name: 'Service Area' })
          .click();
        const reach = hubPage.getByRole('form', { name: 'Reachable communities' });
        await reach.getByRole('button', { name: 'Add Community' }).click();
        await choose(hubPage, 'Community', 'Kwethluk');
        await reach
          .getByRole('group', { name: 'Reachable community 1' })
          .getByLabel('Travel mode')
          .selectOption('boat');
        await reach.getByRole('button', { name: 'Save Service Area' }).click();
        await shows(
          hubPage.getByText('Your service area has been updated.', { exact: true }).first(),
        );

        await approveTechnicians(stack, [villager.account, hubTechnician.account]);
      },
    );

    step('a clinic in Kwethluk submits a request with restricted access', async ({ stack }) => {
      companyPage = await journey.newPage(laptop);
      await signUpCompany(companyPage, stack, companyAccount, {
        contactName: 'Clara Clinic',
        companyName: `Kwethluk Clinic ${runTag}`,
        address: '1 River Rd',
        city: 'Kwethluk',
        state: 'Alaska',
        zipCode: '99621',
        phone: '9075550170',
        website: 'https://kwethluk-clinic.example.org',
      });
      ticket = await submitRemoteEyesRequest(companyPage, {
        jobDescription: `The clinic satellite modem keeps dropping, see ${pastedLink}`,
        location: '1 River Rd, Kwethluk, Alaska 99621',
        restrictedAccess: { contactPerson, phoneNumber: contactPhone },
      });
    });

    step(
      'the admin finds it in the Dispatch queue, the villager first, and offers it to both',
      async ({ stack, page }) => {
        await openDispatchAsAdmin(page, stack);
        await openQueuedRequest(page, ticket);
        const candidates = page.getByRole('list', { name: 'Candidates' });
        const entries = candidates.getByRole('listitem');
        await shows(entries.first().getByText(villager.fullName));
        await shows(entries.first().getByText('Lives there'));
        await shows(candidates.getByText(hubTechnician.fullName));
        await candidates.getByRole('checkbox', { name: `Select ${villager.fullName}` }).check();
        await candidates
          .getByRole('checkbox', { name: `Select ${hubTechnician.fullName}` })
          .check();
        await page.getByRole('button', { name: 'Offer to selected' }).click();
        const offers = page.getByRole('list', { name: 'Offers' });
        await shows(offers.getByText(villager.fullName));
        await shows(offers.getByText(hubTechnician.fullName));

        for (const technician of [villager, hubTechnician]) {
          await waitForMail(stack, technician.account.email, offerSubject);
        }
      },
    );

    step(
      'the villager sees the offer without the site contact and accepts with an ETA',
      async () => {
        await villagerPage.reload();
        const offer = await openOffer(villagerPage, ticket);
        await shows(offer.getByText('The clinic satellite modem keeps dropping'));
        expect(await offer.getByText(contactPerson).count()).toBe(0);
        const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        await fitsTheScreen(villagerPage, 'the offer with a pasted link, on the phone');
        await offer.getByRole('button', { name: 'Accept' }).click();
        const dialog = villagerPage.getByRole('dialog', { name: 'Accept this job' });
        await shows(dialog);
        const box = await dialog.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
        await dialog.getByLabel('Arrival date').fill(tomorrow);
        await dialog.getByLabel('Arrival time').fill('10:30');
        await dialog.getByRole('button', { name: 'Accept job' }).click();
        await shows((await openJob(villagerPage, ticket)).getByText(contactPerson));
      },
    );

    step("the other technician's offer is gone", async () => {
      await hubPage.reload();
      const jobs = await openJobs(hubPage);
      await shows(jobs.getByText('No job offers right now'));
    });

    step('the company sees Accepted with the technician and the timeline', async ({ stack }) => {
      await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
      await companyPage
        .getByRole('table', { name: 'Your service requests' })
        .getByRole('button', { name: new RegExp(ticket) })
        .click();
      const status = companyPage.getByRole('region', { name: 'Request status' });
      await shows(status.getByText('Accepted'));
      await shows(status.getByText('Technician: Vera from Kwethluk'));
      const timeline = companyPage.getByRole('list', { name: 'Timeline' });
      await shows(timeline.getByText(/^Offered to \d+ technicians?$/).first());
      await shows(timeline.getByText(/Accepted/).first());

      await waitForMail(stack, companyAccount.email, acceptedSubject);
      await waitForMail(stack, support, new RegExp(`${ticket} assigned to ${villager.fullName}`));
      // Long enough for a duplicate delivery to have arrived as well.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await countMail(stack, companyAccount.email, acceptedSubject)).toBe(1);
      for (const technician of [villager, hubTechnician]) {
        expect(await countMail(stack, technician.account.email, offerSubject)).toBe(1);
      }
    });

    step('fog: the villager puts the job on hold and the company reads why', async ({ stack }) => {
      const job = await openJob(villagerPage, ticket);
      await job.getByRole('button', { name: 'Put on hold' }).click();
      const dialog = villagerPage.getByRole('dialog', { name: 'Put this job on hold' });
      await dialog.getByLabel('Reason').fill('Fog grounded the flight to Kwethluk.');
      const dayAfter = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await dialog.getByLabel('Arrival date').fill(dayAfter);
      await dialog.getByLabel('Arrival time').fill('09:00');
      await dialog.getByRole('button', { name: 'Put on hold' }).click();
      await shows(job.getByText('On hold', { exact: true }));
      const reasons = job.getByRole('region', { name: 'Why the job moved' });
      await shows(reasons.getByText('Fog grounded the flight to Kwethluk.'));

      await companyPage.reload();
      const status = companyPage.getByRole('region', { name: 'Request status' });
      await shows(status.getByText('On hold', { exact: true }));
      await shows(status.getByText('On hold: Fog grounded the flight to Kwethluk.'));
      await waitForMail(stack, companyAccount.email, /on hold/i);
    });

    step(
      "the held visit is in the villager's schedule and the admin's, with the reason",
      async ({ stack, page }) => {
        await villagerPage.goto(`${stack.webUrl}/dashboard?tab=schedule`);
        const mine = villagerPage.getByRole('region', { name: 'Upcoming visits' });
        await mine.getByRole('button', { name: 'Agenda' }).click();
        const held = mine.locator('li[data-kind]').filter({ hasText: ticket });
        await shows(held.getByText('On hold', { exact: true }));
        await shows(
          held.getByText(/Arriving 9:00 AM AK.T · Fog grounded the flight to Kwethluk\./),
        );
        await fitsTheScreen(villagerPage, 'the schedule on the phone');

        // The admin signed in on this page when offering the request.
        await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
        await page
          .getByRole('tablist', { name: 'Admin Dashboard' })
          .getByRole('tab', { name: 'Schedule' })
          .click();
        const all = page.getByRole('region', { name: 'Upcoming visits' });
        await all.getByRole('button', { name: 'Agenda' }).click();
        const visit = all.locator('li[data-kind]').filter({ hasText: ticket });
        await shows(visit.getByText('On hold', { exact: true }));
        await shows(visit.getByText(new RegExp(`${villager.fullName} · Arriving 9:00 AM`)));
        // The later steps carry on from the Dispatch tab.
        await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
        await shows(page.getByRole('region', { name: 'Dispatch queue' }));
      },
    );

    step(
      'the fog lifts: the villager checks in, logs the work (the entry kept across a reload), uploads photos through a drop and checks out',
      async ({ stack }) => {
        const job = await openJob(villagerPage, ticket);
        await job.getByRole('button', { name: 'Check in' }).click();
        const checkIn = villagerPage.getByRole('dialog', { name: 'Check in' });
        expect(await checkIn.getByRole('checkbox', { name: 'Share my location' }).isChecked()).toBe(
          false,
        );
        await checkIn.getByRole('button', { name: 'Check in' }).click();
        await shows(job.getByText('On site', { exact: true }));

        await job.getByRole('button', { name: 'Add log entry' }).click();
        const log = job.getByRole('form', { name: 'Add log entry' });
        await log.getByLabel('Log entry').fill('Modem power supply swollen; replaced it.');
        // Typed on a link that drops: the entry comes back with the page, open and as written.
        await reloadAfterTyping(villagerPage);
        await openJobs(villagerPage);
        await expectValue(log.getByLabel('Log entry'), 'Modem power supply swollen; replaced it.');
        await log.getByRole('button', { name: 'Add to log' }).click();
        await shows(
          job
            .getByRole('region', { name: 'Service log' })
            .getByText('Modem power supply swollen; replaced it.'),
        );

        await uploadPhotosThroughADrop(villagerPage, job);

        await job.getByRole('button', { name: 'Check out' }).click();
        const checkOut = villagerPage.getByRole('dialog', { name: 'Check out' });
        await checkOut
          .getByLabel('Work summary')
          .fill('New power supply; link stable for an hour.');
        await checkOut.getByRole('button', { name: 'Check out' }).click();
        await shows(job.getByText('Work done', { exact: true }));
        await waitForMail(stack, companyAccount.email, /on site/i);
        await waitForMail(stack, companyAccount.email, /please review/i);
      },
    );

    step(
      'the company reads the report, asks by message (kept across a reload), sends the work back once, then approves',
      async ({ stack }) => {
        await companyPage.reload();
        const report = companyPage.getByRole('region', { name: 'Report' });
        await shows(report.getByText('New power supply; link stable for an hour.'));
        await shows(report.getByText('Modem power supply swollen; replaced it.'));
        await checkReportPhotos(companyPage, report);

        const composer = () =>
          companyPage
            .getByRole('region', { name: 'Messages' })
            .getByRole('form', { name: 'Write a message' });
        const question = 'Did the old power supply go back with you?';
        await composer().getByLabel('Message').fill(question);
        await reloadAfterTyping(companyPage);
        await expectValue(composer().getByLabel('Message'), question);
        await composer().getByRole('button', { name: 'Send' }).click();
        await expectValue(composer().getByLabel('Message'), '');
        await villagerPage.reload();
        const villagerThread = (await openJob(villagerPage, ticket)).getByRole('region', {
          name: 'Messages',
        });
        await villagerThread.getByRole('button', { name: 'Show messages' }).click();
        await shows(villagerThread.getByText(question));

        await report.getByRole('button', { name: 'Send back' }).click();
        const sendBack = companyPage.getByRole('dialog', { name: 'Send the work back' });
        await sendBack.getByRole('radio', { name: 'The technician is still on site' }).check();
        await sendBack.getByLabel('Reason').fill('The clinic camera still shows no picture.');
        await sendBack.getByRole('button', { name: 'Send back' }).click();
        const status = companyPage.getByRole('region', { name: 'Request status' });
        await shows(status.getByText('On site', { exact: true }));
        await waitForMail(stack, villager.account.email, /sent back/i);

        await villagerPage.reload();
        const job = await openJob(villagerPage, ticket);
        const reasons = job.getByRole('region', { name: 'Why the job moved' });
        await shows(reasons.getByText('Sent back'));
        await shows(reasons.getByText('The clinic camera still shows no picture.'));
        await job.getByRole('button', { name: 'Check out' }).click();
        const checkOut = villagerPage.getByRole('dialog', { name: 'Check out' });
        await checkOut
          .getByLabel('Work summary')
          .fill('Reseated the camera cable; picture is back.');
        await checkOut.getByRole('button', { name: 'Check out' }).click();
        await shows(job.getByText('Work done', { exact: true }));

        await companyPage.reload();
        await companyPage
          .getByRole('region', { name: 'Report' })
          .getByRole('button', { name: 'Approve' })
          .click();
        await shows(status.getByText('Completed', { exact: true }));
        await waitForMail(stack, villager.account.email, /complete/i);

        await villagerPage.reload();
        await shows((await openJob(villagerPage, ticket)).getByText('Completed', { exact: true }));
      },
    );

    step(
      'the admin assigns a second request; the company cancels and the technician is told',
      async ({ stack, page }) => {
        await companyPage.goto(`${stack.webUrl}/dashboard`);
        const second = await submitRemoteEyesRequest(companyPage, {
          jobDescription: 'The school antenna needs a look before winter',
          location: '1 River Rd, Kwethluk, Alaska 99621',
        });
        await page.reload();
        await openQueuedRequest(page, second);
        await page.getByRole('button', { name: `Assign ${hubTechnician.fullName}` }).click();
        const assign = page.getByRole('dialog', { name: `Assign ${hubTechnician.fullName}` });
        const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        await assign.getByLabel('Arrival date').fill(inTwoDays);
        await assign.getByLabel('Arrival time').fill('11:00');
        await assign.getByRole('button', { name: 'Assign', exact: true }).click();
        await shows(
          page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(second)),
        );

        await companyPage.goto(`${stack.webUrl}/dashboard?tab=service-request`);
        await companyPage
          .getByRole('table', { name: 'Your service requests' })
          .getByRole('button', { name: new RegExp(second) })
          .click();
        const status = companyPage.getByRole('region', { name: 'Request status' });
        await shows(status.getByText(`Technician: Hank from Bethel`));
        await status.getByRole('button', { name: 'Cancel request' }).click();
        const dialog = companyPage.getByRole('dialog', { name: 'Cancel this request' });
        await dialog.getByLabel('Reason').fill('The antenna came back after the storm.');
        await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
        await shows(status.getByText('Cancelled', { exact: true }));

        await hubPage.reload();
        await shows((await openJob(hubPage, second)).getByText('Cancelled', { exact: true }));
        await waitForMail(stack, hubTechnician.account.email, /cancelled/i);
      },
    );
  },
);
