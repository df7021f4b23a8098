import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceLogEntry, TechnicianJob, TechnicianJobs } from '../../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { jobReport, logEntry } from '../../../testing/jobReport';
import { renderWithBff } from '../../../testing/renderWithBff';
import { technicianAuth, technicianRoutes } from '../technicianFixtures';
import { heldJob, pageOf } from './jobsFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const requestId = heldJob().requestId;
const jobPath = `/api/technicians/jobs/${requestId}`;
const checkedIn = {
  capturedAt: '2026-03-12T18:40:00.000Z',
  receivedAt: '2026-03-12T18:40:02.000Z',
  location: null,
};

/** A bff that keeps one held job and moves it as the service-request service would. */
function workRoutes(start: TechnicianJob = heldJob(), overrides: Record<string, FakeRoute> = {}) {
  let job = start;
  const report = () => job.report ?? jobReport();
  const answer = (next: TechnicianJob) => {
    job = next;
    return { body: job };
  };
  const stored = new Map<string, ServiceLogEntry>();
  return technicianRoutes({
    'GET /api/technicians/offers': (): { body: TechnicianJobs } => ({ body: pageOf([]) }),
    'GET /api/technicians/jobs': (): { body: TechnicianJobs } => ({ body: pageOf([job]) }),
    [`POST ${jobPath}/check-in`]: (request: RecordedRequest) => {
      const { capturedAt, location } = request.body as { capturedAt: string; location: null };
      return answer({
        ...job,
        status: 'On site',
        report: { ...report(), checkIn: { capturedAt, receivedAt: capturedAt, location } },
      });
    },
    [`POST ${jobPath}/log`]: (request: RecordedRequest) => {
      const { clientId, capturedAt, text } = request.body as Record<string, string>;
      const known = stored.get(clientId ?? '');
      if (known) return { status: 200, body: known };
      const entry = logEntry(`entry-${stored.size + 1}`, text ?? '', capturedAt ?? '');
      stored.set(clientId ?? '', entry);
      job = { ...job, report: { ...report(), log: [...report().log, entry] } };
      return { status: 201, body: entry };
    },
    [`POST ${jobPath}/check-out`]: (request: RecordedRequest) => {
      const { capturedAt, workSummary } = request.body as Record<string, string>;
      return answer({
        ...job,
        status: 'Work done',
        report: {
          ...report(),
          checkOut: {
            capturedAt: capturedAt ?? '',
            receivedAt: capturedAt ?? '',
            workSummary: workSummary ?? '',
          },
          autoApproveAt: '2026-03-15T20:00:00.000Z',
        },
      });
    },
    ...overrides,
  });
}

/** Opens the Jobs tab with the job chosen, as a link to it or a reload does. */
async function openJob(routes = workRoutes()) {
  const view = renderWithBff({
    path: `/dashboard?tab=jobs&selected=${heldJob().requestId}`,
    auth: technicianAuth,
    routes,
  });
  const job = await screen.findByRole(
    'article',
    { name: 'Ticket 20260310-4821' },
    { timeout: 30_000 },
  );
  return { ...view, job };
}

const factsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openDialog(card: HTMLElement, button: string, title: string) {
  fireEvent.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const withinSecondsOfNow = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) < 5_000;

describe('technician on site', { timeout: 60_000 }, () => {
  it('checks in without the location unless asked to share it', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    const { bff, job, lastToast } = await openJob();
    const dialog = await openDialog(job, 'Check in', 'Check in');
    expect(within(dialog).getByRole('checkbox', { name: 'Share my location' })).toHaveProperty(
      'ariaChecked',
      'false',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = bff.callsTo('POST', `${jobPath}/check-in`);
    const body = call?.body as { capturedAt: string; location: unknown };
    expect(body.location).toBeNull();
    expect(withinSecondsOfNow(body.capturedAt)).toBe(true);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({
      description: 'You are checked in. The company has been told.',
    });
    await waitFor(() => expect(factsOf(job)[0]).toEqual(['Status', 'On site']));
    expect(within(job).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(within(job).queryByRole('button', { name: 'Put on hold' })).toBeNull();
    expect(within(job).getByRole('button', { name: 'Check out' })).toBeTruthy();
    const log = within(job).getByRole('region', { name: 'Service log' });
    expect(within(log).getByText('No log entries yet')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Add log entry' })).toBeTruthy();
  });

  it("sends the device's location when the technician shares it", async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({
        coords: { latitude: 60.79, longitude: -161.16, accuracy: 12 },
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { bff, job } = await openJob(workRoutes(heldJob({ status: 'On hold' })));
    const dialog = await openDialog(job, 'Check in', 'Check in');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Share my location' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('POST', `${jobPath}/check-in`)[0]?.body).toMatchObject({
      location: { latitude: 60.79, longitude: -161.16, accuracyMeters: 12 },
    });
  });

  it('keeps the check-in dialog open with a word when the location cannot be read', async () => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { bff, job } = await openJob();
    const dialog = await openDialog(job, 'Check in', 'Check in');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Share my location' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Your location could not be read',
    );
    expect(bff.callsTo('POST', `${jobPath}/check-in`)).toHaveLength(0);
  });

  it('keeps a log entry through a dropped link and a reload, and sends it once', async () => {
    let linkUp = false;
    const routes = workRoutes(
      heldJob({ status: 'On site', report: jobReport({ checkIn: checkedIn }) }),
    );
    const logRoute = routes[`POST ${jobPath}/log`];
    routes[`POST ${jobPath}/log`] = (request: RecordedRequest) => {
      if (!linkUp) throw new TypeError('Failed to fetch');
      return typeof logRoute === 'function' ? logRoute(request) : (logRoute ?? {});
    };
    const first = await openJob(routes);
    expect(factsOf(first.job)).toContainEqual(['Checked in', 'Thu, Mar 12, 2026, 10:40 AM AKDT']);
    fireEvent.click(within(first.job).getByRole('button', { name: 'Add log entry' }));
    const form = within(first.job).getByRole('form', { name: 'Add log entry' });

    fireEvent.click(within(form).getByRole('button', { name: 'Add to log' }));
    expect(await within(form).findByText('Please write something for the log')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Log entry' }), {
      target: { value: 'Modem power-cycled; link light green' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to log' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'It is kept on this device',
    );

    first.unmount();
    linkUp = true;
    const second = await openJob(routes);
    const reopened = within(second.job).getByRole('form', { name: 'Add log entry' });
    expect(within(reopened).getByRole('textbox', { name: 'Log entry' })).toHaveProperty(
      'value',
      'Modem power-cycled; link light green',
    );
    await act(async () => {
      fireEvent.click(within(reopened).getByRole('button', { name: 'Add to log' }));
    });

    const log = within(second.job).getByRole('region', { name: 'Service log' });
    await waitFor(() =>
      expect(within(log).getByText('Modem power-cycled; link light green')).toBeTruthy(),
    );
    const [lost, sent] = [
      ...first.bff.callsTo('POST', `${jobPath}/log`),
      ...second.bff.callsTo('POST', `${jobPath}/log`),
    ];
    expect(sent?.body).toEqual(lost?.body);
    const { clientId, capturedAt } = sent?.body as { clientId: string; capturedAt: string };
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      within(log)
        .getByText(/^Written/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe(capturedAt);
    expect(within(second.job).queryByRole('form', { name: 'Add log entry' })).toBeNull();
    expect(second.lastToast()).toMatchObject({ description: 'The entry is in the service log.' });
    expect(Object.keys(localStorage).filter((key) => key.includes('service-log'))).toEqual([]);
  });

  it("shows the server's refusal of a log entry and keeps the text", async () => {
    const onSite = heldJob({ status: 'On site', report: jobReport({ checkIn: checkedIn }) });
    const { job } = await openJob(
      workRoutes(onSite, {
        [`POST ${jobPath}/log`]: problem(409, 'A job keeps at most 200 log entries'),
      }),
    );
    fireEvent.click(within(job).getByRole('button', { name: 'Add log entry' }));
    const form = within(job).getByRole('form', { name: 'Add log entry' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Log entry' }), {
      target: { value: 'One more note' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to log' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('A job keeps at most 200 log entries');
    expect(alert.textContent).not.toContain('kept on this device');
    expect(within(form).getByRole('textbox', { name: 'Log entry' })).toHaveProperty(
      'value',
      'One more note',
    );
  });

  it('shows when an entry written offline reached the server', async () => {
    const late = logEntry('e1', 'Fuse replaced', '2026-03-12T19:00:00.000Z', 120);
    const prompt = logEntry('e2', 'Tested the panel', '2026-03-12T19:30:00.000Z', 1);
    const { job } = await openJob(
      workRoutes(
        heldJob({
          status: 'On site',
          report: jobReport({ checkIn: checkedIn, log: [late, prompt] }),
        }),
      ),
    );
    const entries = within(within(job).getByRole('list', { name: 'Log entries' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Fuse replacedWritten Thu, Mar 12, 2026, 11:00 AM AKDT · received Thu, Mar 12, 2026, 1:00 PM AKDT',
      'Tested the panelWritten Thu, Mar 12, 2026, 11:30 AM AKDT',
    ]);
  });

  it('checks out with a work summary and waits for the review', async () => {
    const { bff, job, lastToast } = await openJob(
      workRoutes(heldJob({ status: 'On site', report: jobReport({ checkIn: checkedIn }) })),
    );
    const dialog = await openDialog(job, 'Check out', 'Check out');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(await within(dialog).findByText('Please describe the work you did')).toBeTruthy();
    expect(bff.callsTo('POST', `${jobPath}/check-out`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Work summary' }), {
      target: { value: 'Replaced the modem power supply' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = bff.callsTo('POST', `${jobPath}/check-out`)[0]?.body as Record<string, string>;
    expect(body.workSummary).toBe('Replaced the modem power supply');
    expect(withinSecondsOfNow(body.capturedAt ?? '')).toBe(true);
    expect(lastToast()).toMatchObject({
      description: 'You are checked out. The company will review the work.',
    });
    await waitFor(() => expect(factsOf(job)[0]).toEqual(['Status', 'Work done']));
    expect(factsOf(job)).toContainEqual(['Work summary', 'Replaced the modem power supply']);
    expect(within(job).getByText("Waiting for the company's review")).toBeTruthy();
    expect(
      within(job)
        .getByText(/^Approved automatically on/)
        .querySelector('time')?.textContent,
    ).toBe('Sun, Mar 15, 2026, 12:00 PM AKDT');
    expect(within(job).queryByRole('button', { name: 'Check out' })).toBeNull();
    expect(within(job).getByRole('button', { name: 'Add log entry' })).toBeTruthy();
  });

  it("shows the server's refusal of a check-out in the dialog", async () => {
    const onSite = heldJob({ status: 'On site', report: jobReport({ checkIn: checkedIn }) });
    const { job } = await openJob(
      workRoutes(onSite, {
        [`POST ${jobPath}/check-out`]: problem(
          409,
          'A job that is Work done cannot be checked out of',
        ),
      }),
    );
    const dialog = await openDialog(job, 'Check out', 'Check out');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Work summary' }), {
      target: { value: 'Done' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A job that is Work done cannot be checked out of',
    );
  });

  it('shows a completed job with its warranty and its log, without a way to add to it', async () => {
    const { job } = await openJob(
      workRoutes(
        heldJob({
          status: 'Completed',
          report: jobReport({
            checkIn: checkedIn,
            log: [logEntry('e1', 'Fuse replaced', '2026-03-12T19:00:00.000Z')],
            completedAt: '2026-03-13T18:00:00.000Z',
            warrantyUntil: '2026-03-20T18:00:00.000Z',
          }),
        }),
      ),
    );
    expect(factsOf(job)[0]).toEqual(['Status', 'Completed']);
    expect(within(job).getByText(/^Under warranty until/).textContent).toBe(
      'Under warranty until Fri, Mar 20, 2026, 10:00 AM AKDT',
    );
    expect(within(job).getByText('Fuse replaced')).toBeTruthy();
    expect(within(job).queryByRole('button', { name: 'Add log entry' })).toBeNull();
    expect(within(job).queryByRole('button', { name: 'Check in' })).toBeNull();
  });
});
