import { findTurnserver } from '@rha/deploy/coturn';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { shows, showsAfterReload } from './support/browser';
import { journeysCanRun, useJourneyStack } from './support/journey';
import { atBothWidths, LAPTOP, PHONE } from './support/screens';
import { submitRemoteEyesRequest } from './support/service-request';
import { openDispatchAsAdmin, openQueuedRequest } from './support/sign-in';
import { newAccount, signUpCompany } from './support/signup';
import type { RunningStack } from './support/stack';
import {
  approveTechnicians,
  onStackDatabase,
  openJob,
  signUpTechnician,
} from './support/technicians';

// Unique per run, so names and tickets never meet another run's.
const runTag = Date.now().toString(36).slice(-5);
const technician = {
  account: newAccount('call-tech', 'Tama', `Tuntutuliak${runTag}`),
  fullName: `Tama Tuntutuliak${runTag}`,
  homeCommunity: 'Tuntutuliak',
  phone: '9075550181',
};
const companyAccount = newAccount('call-company', 'Rita', 'Radio');
const strangerAccount = newAccount('call-stranger', 'Sam', 'Stranger');
const site = '1 Main St, Tuntutuliak, Alaska 99680';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lets the app expose its running call for reading `getStats` (see callTestHooks). */
async function exposeCalls(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('rha:test:expose-call', '1'));
}

interface Received {
  audio: number;
  video: number;
}

/** The bytes of audio and video that arrived at this side of its running call so far. */
function received(page: Page): Promise<Received> {
  return page.evaluate(async () => {
    const call = (window as unknown as { rhaCall?: { getStats(): Promise<RTCStatsReport> } })
      .rhaCall;
    const totals = { audio: 0, video: 0 };
    if (!call) return totals;
    (await call.getStats()).forEach(
      (stat: { type: string; kind?: string; bytesReceived?: number }) => {
        if (stat.type !== 'inbound-rtp') return;
        if (stat.kind === 'audio') totals.audio += stat.bytesReceived ?? 0;
        if (stat.kind === 'video') totals.video += stat.bytesReceived ?? 0;
      },
    );
    return totals;
  });
}

/** Waits until both counters have grown past what they were. */
async function keepsReceiving(page: Page): Promise<void> {
  const before = await received(page);
  await expect
    .poll(
      async () => {
        const now = await received(page);
        return now.audio > before.audio + 1000 && now.video > before.video + 5000;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}

/** The candidate types of the path the running call took, this side's first. */
function pathTaken(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const call = (window as unknown as { rhaCall?: { getStats(): Promise<RTCStatsReport> } })
      .rhaCall;
    if (!call) return [];
    const stats = new Map<string, Record<string, unknown>>();
    (await call.getStats()).forEach((stat: Record<string, unknown>) => {
      stats.set(String(stat.id), stat);
    });
    for (const stat of stats.values()) {
      if (stat.type !== 'transport' || !stat.selectedCandidatePairId) continue;
      const pair = stats.get(String(stat.selectedCandidatePairId));
      return [pair?.localCandidateId, pair?.remoteCandidateId].map((id) =>
        String(stats.get(String(id))?.candidateType),
      );
    }
    return [];
  });
}

/**
 * A page's side of its running call, for a failure message: the engine's link, and each ICE
 * transport with its candidate pairs, so a call that never connects says where it stopped.
 */
function callReport(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const call = (
      window as unknown as {
        rhaCall?: { getState(): { link: string }; getStats(): Promise<RTCStatsReport> } | null;
      }
    ).rhaCall;
    if (!call) return 'no engine';
    const parts = [`link ${call.getState().link}`];
    const pairs: string[] = [];
    (await call.getStats()).forEach((stat: Record<string, unknown>) => {
      if (stat.type === 'transport') {
        parts.push(`transport ice ${String(stat.iceState)} dtls ${String(stat.dtlsState)}`);
      }
      if (stat.type === 'candidate-pair') pairs.push(String(stat.state));
    });
    parts.push(`pairs [${pairs.join(' ')}]`);
    return parts.join(', ');
  });
}

/** Waits for the page's call to say it is connected; a timeout reports both sides' calls. */
async function callConnects(call: Locator, pages: Record<string, Page>): Promise<void> {
  try {
    await shows(call.getByText(/^In call with /), 30_000);
  } catch (error) {
    const reports = await Promise.all(
      Object.entries(pages).map(
        async ([side, page]) => `${side}: ${await callReport(page).catch(String)}`,
      ),
    );
    throw new Error(`${(error as Error).message}\n${reports.join('\n')}`, { cause: error });
  }
}

/**
 * Opens the company's request page and waits until its live stream is open: a call that rings
 * before that reaches the page only through the call panel's next read, not as a notice.
 */
async function openRequestLive(page: Page, url: string): Promise<void> {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/live',
  );
  await page.goto(url);
  await stream;
}

const stillsOf = (where: Locator | Page): Locator =>
  where.getByRole('region', { name: 'Stills and recordings' });

/** The bearer token the app sends, as a browser would present it to the bff. */
async function tokenOf(page: Page, stack: RunningStack): Promise<string> {
  const request = page.waitForRequest(
    (req) => req.url().startsWith(`${stack.webUrl}/api/`) && !!req.headers().authorization,
  );
  await page.goto(`${stack.webUrl}/dashboard?tab=settings`);
  return (await request).headers().authorization ?? '';
}

describe.runIf(journeysCanRun)(
  'call: the technician calls from the job, the company joins with one press',
  () => {
    const journey = useJourneyStack({
      artifactPrefix: 'call',
      context: { viewport: LAPTOP },
      fakeMedia: true,
    });
    const { step } = journey;
    let technicianPage: Page;
    let companyPage: Page;
    let ticket = '';
    let requestId = '';

    const technicianCall = async (): Promise<Locator> =>
      (await openJob(technicianPage, ticket)).getByRole('region', { name: 'Call' });
    const companyCall = (): Locator => companyPage.getByRole('region', { name: 'Call' });
    const connects = (call: Locator) =>
      callConnects(call, { company: companyPage, technician: technicianPage });

    step('a technician signs up on a phone and is approved', async ({ stack }) => {
      technicianPage = await journey.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await signUpTechnician(technicianPage, stack, technician);
      await approveTechnicians(stack, [technician.account]);
    });

    step(
      'a company submits a request and the admin assigns it to the technician',
      async ({ stack, page }) => {
        companyPage = await journey.newPage({ viewport: LAPTOP });
        await signUpCompany(companyPage, stack, companyAccount, {
          contactName: 'Rita Radio',
          companyName: `Tuntutuliak Radio ${runTag}`,
          address: '1 Main St',
          city: 'Tuntutuliak',
          state: 'Alaska',
          zipCode: '99680',
          phone: '9075550180',
          website: 'https://tuntutuliak-radio.example.org',
        });
        ticket = await submitRemoteEyesRequest(companyPage, {
          jobDescription: 'The radio repeater hums and drops out',
          location: site,
        });
        const { rows } = await onStackDatabase(stack, (client) =>
          client.query<{ id: string }>(
            'select id from service_request.service_requests where ticket_number = $1',
            [ticket],
          ),
        );
        requestId = rows[0]?.id ?? '';
        expect(requestId).not.toBe('');

        await openDispatchAsAdmin(page, stack);
        await openQueuedRequest(page, ticket);
        await page.getByRole('button', { name: `Assign ${technician.fullName}` }).click();
        const assign = page.getByRole('dialog', { name: `Assign ${technician.fullName}` });
        const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
        await assign.getByLabel('Arrival date').fill(tomorrow);
        await assign.getByLabel('Arrival time').fill('10:30');
        await assign.getByRole('button', { name: 'Assign', exact: true }).click();
        await shows(
          page.getByRole('region', { name: 'In progress' }).getByText(new RegExp(ticket)),
        );
      },
    );

    step(
      'the technician starts a call from the job; the company joins it with one press',
      async ({ stack }) => {
        await exposeCalls(technicianPage);
        await exposeCalls(companyPage);
        await openRequestLive(companyPage, `${stack.webUrl}/dashboard/requests/${requestId}`);
        await shows(companyCall().getByRole('button', { name: 'Start call' }));

        const call = await technicianCall();
        // The ringing page asks for its ICE servers, to prepare the connection before Join.
        const prepared = companyPage.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith('/calls/ice-servers'),
        );
        await call.getByRole('button', { name: 'Start call' }).click();
        await shows(call.getByText('Calling…'));

        const notice = companyPage.getByRole('alert').filter({ hasText: 'is calling' });
        await shows(notice);
        expect((await prepared).status()).toBe(200);
        await notice.getByRole('button', { name: 'Join' }).click();

        await connects(companyCall());
        await connects(call);
      },
    );

    step('each side receives the other’s audio and video', async () => {
      // The expert's camera starts off; turned on, the technician receives it too.
      await companyCall().getByRole('button', { name: 'Camera on' }).click();
      await keepsReceiving(companyPage);
      await keepsReceiving(technicianPage);
      await shows(companyCall().getByRole('list', { name: 'Link quality' }));
      await atBothWidths(companyPage, 'call-company');
      await companyPage.setViewportSize(LAPTOP);
      await atBothWidths(technicianPage, 'call-technician');
      await technicianPage.setViewportSize(PHONE);
    });

    step(
      'the company reloads mid-call and rejoins the same call; media flows again',
      async ({ stack }) => {
        // Marks the technician's running call, to tell it from the one a rejoin starts afresh.
        await technicianPage.evaluate(() => {
          (window as unknown as { rhaCall: { before?: boolean } }).rhaCall.before = true;
        });
        const stream = companyPage.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/live',
        );
        await companyPage.reload();
        await stream;
        await shows(companyCall().getByText(/^You are still in the call with /));
        await atBothWidths(companyPage, 'call-rejoin-company');
        await companyPage.setViewportSize(LAPTOP);
        await companyCall().getByRole('button', { name: 'Rejoin' }).click();
        await connects(companyCall());
        await expect
          .poll(
            () =>
              technicianPage.evaluate(() => {
                const call = (window as unknown as { rhaCall?: { before?: boolean } | null })
                  .rhaCall;
                return !!call && !call.before;
              }),
            { timeout: 30_000, interval: 500 },
          )
          .toBe(true);
        await companyCall().getByRole('button', { name: 'Camera on' }).click();
        await keepsReceiving(companyPage);
        await keepsReceiving(technicianPage);
        const { rows } = await onStackDatabase(stack, (client) =>
          client.query<{ status: string }>(
            'select status from service_request.calls where request_id = $1',
            [requestId],
          ),
        );
        expect(rows).toEqual([{ status: 'active' }]);
      },
    );

    step('a third person is told the call is full', async ({ stack, page }) => {
      await page.goto(`${stack.webUrl}/admin?tab=dispatch`);
      const call = page
        .getByRole('region', { name: 'In progress' })
        .getByRole('region', { name: 'Call' });
      await call.getByRole('button', { name: 'Join' }).click();
      await shows(call.getByRole('alert').getByText('This call is full.'));
    });

    step('a user of another company cannot join the call', async ({ stack }) => {
      const strangerPage = await journey.newPage({ viewport: LAPTOP });
      await signUpCompany(strangerPage, stack, strangerAccount, {
        contactName: 'Sam Stranger',
        companyName: `Bethel Stranger Co ${runTag}`,
        address: '400 Chief Eddie Hoffman Hwy',
        city: 'Bethel',
        state: 'Alaska',
        zipCode: '99559',
        phone: '9075550189',
        website: 'https://stranger.example.org',
      });
      const { rows } = await onStackDatabase(stack, (client) =>
        client.query<{ id: string }>(
          "select id from service_request.calls where request_id = $1 and status <> 'ended'",
          [requestId],
        ),
      );
      const callId = rows[0]?.id ?? '';
      const authorization = await tokenOf(strangerPage, stack);
      const answer = await strangerPage.request.post(`${stack.webUrl}/api/calls/${callId}/join`, {
        headers: { authorization },
      });
      expect(answer.status()).toBe(403);
      expect((await answer.json()).detail).toBe(
        'Only the technician of this job and its company or an admin can take part in its call',
      );
      // Nor may they have TURN credentials to prepare for it.
      const servers = await strangerPage.request.get(
        `${stack.webUrl}/api/service-requests/${requestId}/calls/ice-servers`,
        { headers: { authorization } },
      );
      expect(servers.status()).toBe(403);
      await strangerPage.context().close();
    });

    step(
      'the technician hangs up; the call ends for both and its record stays with the job',
      async ({ page }) => {
        const call = await technicianCall();
        await call.getByRole('button', { name: 'Hang up' }).click();
        await shows(call.getByText('No call on this job.'));
        await shows(companyCall().getByText('No call on this job.'), 20_000);
        expect(await received(companyPage)).toEqual({ audio: 0, video: 0 });
        // The company reads it on the job's timeline, the technician under the call panel.
        const byWhom = new RegExp(`^${technician.fullName} called; .+ joined$`);
        const timeline = companyPage.getByRole('list', { name: 'Timeline' });
        await shows(timeline.getByText(/^Call, .+, hung up$/));
        await shows(timeline.getByText(byWhom));
        const earlier = call.getByRole('list', { name: 'Earlier calls' });
        await shows(earlier.getByText(/^Call, .+, hung up$/));
        await shows(earlier.getByText(byWhom));
        await page.reload();
        const support = page
          .getByRole('region', { name: 'In progress' })
          .getByRole('list', { name: 'Earlier calls' });
        await shows(support.getByText(/^Call, .+, hung up$/));
        await atBothWidths(companyPage, 'call-record-company');
        await companyPage.setViewportSize(LAPTOP);
        await atBothWidths(technicianPage, 'call-record-technician');
        await technicianPage.setViewportSize(PHONE);
      },
    );

    step('with only TURN allowed, the call goes through the stack’s coturn', async ({ stack }) => {
      if (findTurnserver() === undefined) {
        if (process.env.CI === 'true') throw new Error('turnserver (Debian coturn) is missing');
        console.warn('call through TURN skipped: turnserver (Debian package coturn) not installed');
        return;
      }
      for (const page of [technicianPage, companyPage]) {
        await page.evaluate(() => window.localStorage.setItem('rha:test:call-relay-only', '1'));
      }
      await openRequestLive(companyPage, `${stack.webUrl}/dashboard/requests/${requestId}`);
      await shows(companyCall().getByRole('button', { name: 'Start call' }));
      const call = await technicianCall();
      await call.getByRole('button', { name: 'Start call' }).click();
      const notice = companyPage.getByRole('alert').filter({ hasText: 'is calling' });
      await notice.getByRole('button', { name: 'Join' }).click();
      await connects(companyCall());
      await keepsReceiving(companyPage);
      expect(await pathTaken(companyPage)).toEqual(['relay', 'relay']);
      await call.getByRole('button', { name: 'Hang up' }).click();
      await shows(companyCall().getByText('No call on this job.'), 20_000);
    });
    step('with no call, the technician checks in, takes a still and records a clip', async () => {
      const job = await openJob(technicianPage, ticket);
      await job.getByRole('button', { name: 'Check in' }).click();
      await technicianPage
        .getByRole('dialog', { name: 'Check in' })
        .getByRole('button', { name: 'Check in' })
        .click();
      await shows(job.getByText('On site', { exact: true }));
      const panel = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 110, b: 90 } },
      })
        .jpeg()
        .toBuffer();
      await job
        .getByRole('region', { name: 'Photos' })
        .locator('input[type="file"]')
        .setInputFiles([{ name: 'panel.jpg', mimeType: 'image/jpeg', buffer: panel }]);
      await showsAfterReload(technicianPage, async () =>
        stillsOf(await openJob(technicianPage, ticket)).getByRole('button', { name: /panel\.jpg/ }),
      );

      const stills = stillsOf(await openJob(technicianPage, ticket));
      await stills.getByRole('button', { name: 'Record a clip' }).click();
      await shows(stills.getByText(/^Recording 0:0[2-9]/));
      await stills.getByRole('button', { name: 'Stop and send the clip' }).click();
      await showsAfterReload(technicianPage, async () =>
        stillsOf(await openJob(technicianPage, ticket)).locator(
          'video[aria-label="Clip from the technician"]',
        ),
      );
    });

    step('the company plays the clip and draws an arrow on the still', async ({ stack }) => {
      await companyPage.goto(`${stack.webUrl}/dashboard/requests/${requestId}`);
      const stills = stillsOf(companyPage);
      const clip = stills.locator('video[aria-label="Clip from the technician"]');
      await shows(clip);
      const played = await clip.evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return { time: video.currentTime, width: video.videoWidth };
      });
      expect(played.time).toBeGreaterThan(0);
      expect(played.width).toBeGreaterThan(0);

      await stills.getByRole('button', { name: /Draw on panel\.jpg/ }).click();
      const surface = stills.locator('svg[data-drawing="true"]');
      await shows(surface);
      const box = await surface.boundingBox();
      if (!box) throw new Error('the still has no drawing surface on screen');
      await companyPage.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
      await companyPage.mouse.down();
      await companyPage.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, {
        steps: 5,
      });
      await companyPage.mouse.up();
      await shows(stills.getByText('Your marks: 1'));
      await atBothWidths(companyPage, 'stills-company');
      await companyPage.setViewportSize(LAPTOP);
    });

    step('the technician sees the company’s arrow on the still', async () => {
      await technicianPage.reload();
      const stills = stillsOf(await openJob(technicianPage, ticket));
      await stills.getByRole('button', { name: /panel\.jpg \(1 mark\)/ }).click();
      await shows(stills.getByText('Their marks: 1'));
      expect(await stills.locator('[data-side="other"][data-tool="arrow"]').count()).toBe(1);
      await atBothWidths(technicianPage, 'stills-technician');
      await technicianPage.setViewportSize(PHONE);
    });

    step(
      'in a call the technician sends a still; the company’s arrow on it reaches the technician live',
      async ({ stack }) => {
        await openRequestLive(companyPage, `${stack.webUrl}/dashboard/requests/${requestId}`);
        await shows(companyCall().getByRole('button', { name: 'Start call' }));
        const call = await technicianCall();
        await call.getByRole('button', { name: 'Start call' }).click();
        const notice = companyPage.getByRole('alert').filter({ hasText: 'is calling' });
        await notice.getByRole('button', { name: 'Join' }).click();
        await connects(call);
        await connects(companyCall());

        await call.getByRole('button', { name: 'Send a still' }).click();
        const stillAt = (where: Locator) =>
          where.getByRole('region', { name: 'Still in the call' }).locator('svg[data-drawing]');
        await shows(stillAt(call), 60_000);
        const surface = stillAt(companyCall());
        await shows(surface, 15_000);
        await surface.scrollIntoViewIfNeeded();
        const box = await surface.boundingBox();
        if (!box) throw new Error('the call’s still has no drawing surface on screen');
        await companyPage.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
        await companyPage.mouse.down();
        await companyPage.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, {
          steps: 5,
        });
        await companyPage.mouse.up();

        // No reload: the arrow comes over the call's data channel.
        await expect
          .poll(() => stillAt(call).locator('[data-side="other"][data-tool="arrow"]').count(), {
            timeout: 15_000,
          })
          .toBe(1);
        await atBothWidths(technicianPage, 'call-still-technician');
        await technicianPage.setViewportSize(PHONE);
        await atBothWidths(companyPage, 'call-still-company');
        await companyPage.setViewportSize(LAPTOP);

        // It is kept with the photo as well.
        const storedTools = async () =>
          (
            await onStackDatabase(stack, (client) =>
              client.query<{ tool: string }>(
                `select s.stroke->>'tool' as tool from service_request.photo_strokes s
                   join service_request.job_files f on f.id = s.file_id
                  where f.request_id = $1 and f.file_name like 'still-%'`,
                [requestId],
              ),
            )
          ).rows.map((row) => row.tool);
        await expect.poll(storedTools, { timeout: 15_000 }).toEqual(['arrow']);
        await call.getByRole('button', { name: 'Hang up' }).click();
        await shows(companyCall().getByText('No call on this job.'), 20_000);
      },
    );
  },
);
