import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { problem, type RecordedRequest } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
import { expectErrorToast } from '../../testing/toasts';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { readSubmissions } from '../submission-queue/submissionQueue';
import {
  answeredMetadata,
  kotzebueTechnician,
  technicianAuth,
  technicianRoutes,
} from './technicianFixtures';

afterEach(() => {
  cleanup();
  // Each form keeps a draft on the device: no test may find another's.
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A bff that keeps what the profile page saves and answers it on the next read. */
function savingRoutes(initial: TechnicianMetadata = answeredMetadata()) {
  let stored = initial;
  return technicianRoutes({
    'GET /api/technicians/metadata': () => ({ body: stored }),
    'POST /api/technicians/metadata': (request: RecordedRequest) => {
      stored = { ...stored, ...(request.body as Partial<TechnicianMetadata>) };
      return { body: stored };
    },
  });
}

async function openProfile(routes = savingRoutes()) {
  const view = renderWithBff({ path: '/dashboard', auth: technicianAuth, routes });
  await screen.findByRole('form', { name: 'Technician profile' }, { timeout: 10_000 });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const toggle = (name: string) => screen.getByRole('switch', { name });

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

// Role queries walk the whole questionnaire form in jsdom: over 10 s a test on a quiet two-core
// machine, and several times that while other suites share it.
describe('Technician Profile tab', { timeout: 90_000 }, () => {
  it('reads the metadata afresh, past caches, and shows every section in order', async () => {
    const { bff } = await openProfile();

    expect(bff.callsTo('GET', '/api/technicians/metadata')[0]?.query.get('t')).toMatch(/^\d+$/);
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Why are you a good fit?',
      'Skills',
      'Certifications',
      'Training',
      'Availability',
      'Response Time',
      'Extended Stays/Fish Camp',
      'Travel Capability',
      'Tribal Membership',
      'Tools',
      'Background Check',
      'Discord',
      'Age Verification',
      'Policy Acceptance',
      'References',
    ]);
    expect(
      (
        screen.getByLabelText(
          'Why are you a good fit for Remote Hands Alaska?',
        ) as HTMLTextAreaElement
      ).value,
    ).toBe('I keep the clinic generator running.');
    expect(checkbox('Plumbing').getAttribute('aria-checked')).toBe('true');
    expect(within(section('Skills')).getByText('Boat motors')).toBeTruthy();
    expect(toggle('Weekdays').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Weekends').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByPlaceholderText('e.g. 2, 4, 8, 24 hours')).toBeTruthy();
    expect((screen.getByLabelText('Reference 1 name') as HTMLInputElement).value).toBe(
      'Mary Ahkinga',
    );
  });

  it('reads the metadata again each time the tab opens', async () => {
    const { bff } = await openProfile();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Profile Settings' }));
    await screen.findByRole('heading', { level: 2, name: 'Profile Settings' });
    const before = bff.callsTo('GET', '/api/technicians/metadata').length;

    const dashboard = screen.getByRole('tablist', { name: 'Dashboard' });
    fireEvent.mouseDown(within(dashboard).getByRole('tab', { name: 'Profile' }));

    await screen.findByRole('form', { name: 'Technician profile' });
    await waitFor(() =>
      expect(bff.callsTo('GET', '/api/technicians/metadata').length).toBeGreaterThan(before),
    );
  });

  it('keeps an unsaved change on the device over the stored answers until it is saved', async () => {
    const routes = savingRoutes();
    await openProfile(routes);
    fireEvent.change(screen.getByLabelText('Why are you a good fit for Remote Hands Alaska?'), {
      target: { value: 'Typed before the link dropped.' },
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('rha.draft.technician-profile') ?? 'null')).toEqual({
      values: { goodFit: 'Typed before the link dropped.' },
    });
    cleanup();

    const { lastToast } = await openProfile(routes);
    const goodFit = screen.getByLabelText('Why are you a good fit for Remote Hands Alaska?');
    expect((goodFit as HTMLTextAreaElement).value).toBe('Typed before the link dropped.');
    expect(checkbox('Plumbing').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Your information has been updated' }),
    );
    expect(localStorage.getItem('rha.draft.technician-profile')).toBeNull();
  });

  it('saves the whole object with its owner, confirms and reads it again', async () => {
    const { bff, lastToast } = await openProfile();
    fireEvent.change(screen.getByLabelText('Why are you a good fit for Remote Hands Alaska?'), {
      target: { value: 'I fix what breaks out here.' },
    });
    fireEvent.click(toggle('Weekends'));
    fireEvent.click(toggle('Weekdays'));
    fireEvent.click(checkbox('Generators'));
    fireEvent.click(checkbox('Plumbing'));
    const otherIt = within(screen.getByRole('group', { name: 'IT Skills' })).getByRole('textbox', {
      name: 'Add your own',
    });
    fireEvent.change(otherIt, { target: { value: 'Starlink, Computer repair,  , Starlink' } });
    fireEvent.keyDown(otherIt, { key: 'Enter' });
    answer('Will you join our Discord community?', 'Yes');
    const reads = bff.callsTo('GET', '/api/technicians/metadata').length;

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Your information has been updated',
      }),
    );
    const { onboarding: _progress, vettingStatus: _vetting, ...stored } = answeredMetadata();
    expect(bff.callsTo('POST', '/api/technicians/metadata')[0]?.body).toEqual({
      ...stored,
      userId: kotzebueTechnician.keycloakId,
      goodFit: 'I fix what breaks out here.',
      availability: { weekdays: false, weekends: true, evenings: true, overnight: false },
      electrical: ['Generators'],
      handyman: ['Boat motors'],
      it: ['Computer repair', 'Starlink'],
      discord: true,
    });
    expect(bff.callsTo('GET', '/api/technicians/metadata').length).toBeGreaterThan(reads);
    expect(checkbox('Plumbing').getAttribute('aria-checked')).toBe('false');
  });

  it("reads 'Saving...' and stays disabled while the save is on its way", async () => {
    await openProfile(
      technicianRoutes({ 'POST /api/technicians/metadata': () => new Promise(() => {}) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const button = await screen.findByRole('button', { name: /Saving\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the fish camp, travel and tribe details only after a Yes', async () => {
    const { bff } = await openProfile();
    const details = [
      [
        'Do you go to fish camp or take other extended stays away from home?',
        'When and for how long are you usually away?',
        'TEXTAREA',
      ],
      [
        'Can you travel to other communities for a job?',
        'Which villages or areas can you travel to?',
        'TEXTAREA',
      ],
      ['Are you a tribal member?', 'Which tribe?', 'INPUT'],
    ] as const;
    for (const [question, detailsLabel, element] of details) {
      expect(screen.queryByLabelText(detailsLabel)).toBeNull();
      answer(question, 'Yes');
      expect(screen.getByLabelText(detailsLabel).tagName).toBe(element);
    }
    fireEvent.change(screen.getByLabelText('Which tribe?'), {
      target: { value: 'Native Village of Kotzebue' },
    });
    answer('Can you travel to other communities for a job?', 'No');
    expect(screen.queryByLabelText('Which villages or areas can you travel to?')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/technicians/metadata')[0]?.body).toMatchObject({
        hasFishCamp: true,
        hasTravel: false,
        isTribalMember: true,
        tribe: 'Native Village of Kotzebue',
      }),
    );
  });

  it('adds a reference only with a name and a phone, removes one, and keeps relationship and id', async () => {
    const { bff } = await openProfile();
    const references = section('References');
    const add = within(references).getByRole('button', { name: 'Add Reference' });
    fireEvent.change(within(references).getByLabelText('New reference name'), {
      target: { value: 'Joe Sheldon' },
    });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(references).getByLabelText('New reference phone'), {
      target: { value: '9075550199' },
    });
    fireEvent.click(add);
    expect((within(references).getByLabelText('Reference 2 name') as HTMLInputElement).value).toBe(
      'Joe Sheldon',
    );
    expect(
      (within(references).getByLabelText('New reference name') as HTMLInputElement).value,
    ).toBe('');
    fireEvent.change(within(references).getByLabelText('Reference 1 phone'), {
      target: { value: '9075550112' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bff.callsTo('POST', '/api/technicians/metadata')).toHaveLength(1));
    const saved = bff.callsTo('POST', '/api/technicians/metadata')[0]?.body as TechnicianMetadata;
    expect(saved.references).toEqual([
      { id: 'ref-1', name: 'Mary Ahkinga', phoneNumber: '9075550112', relationship: 'Boss' },
      // The profile does not ask for a relationship: it goes empty, as the service stores it.
      { id: expect.any(String), name: 'Joe Sheldon', phoneNumber: '9075550199', relationship: '' },
    ]);

    await waitFor(() => expect(within(references).getByLabelText('Reference 2 name')).toBeTruthy());
    fireEvent.click(within(references).getByRole('button', { name: 'Remove reference 1' }));
    expect((within(references).getByLabelText('Reference 1 name') as HTMLInputElement).value).toBe(
      'Joe Sheldon',
    );
    expect(within(references).queryByLabelText('Reference 2 name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bff.callsTo('POST', '/api/technicians/metadata')).toHaveLength(2));
    expect(
      (bff.callsTo('POST', '/api/technicians/metadata')[1]?.body as TechnicianMetadata).references,
    ).toEqual([
      {
        id: saved.references[1]?.id,
        name: 'Joe Sheldon',
        phoneNumber: '9075550199',
        relationship: '',
      },
    ]);
  });

  it("shows the server's message, and its field errors under their fields, when the save fails", async () => {
    const { lastToast } = await openProfile(
      technicianRoutes({
        'POST /api/technicians/metadata': problem(400, 'Reference phone number is required', [
          { field: 'references.0.phoneNumber', message: 'Reference phone number is required' },
          { field: 'handyman.1', message: 'Each item must be at most 100 characters' },
        ]),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectErrorToast(lastToast, 'Reference phone number is required');
    expect(screen.getByLabelText('Reference 1 phone').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(section('Skills')).getByText('Each item must be at most 100 characters'),
    ).toBeTruthy();
  });

  it("says 'Failed to update your information' when the server gives no message", async () => {
    const { lastToast } = await openProfile(
      technicianRoutes({ 'POST /api/technicians/metadata': { status: 500 } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectErrorToast(lastToast, 'Failed to update your information');
  });

  it('keeps the save on the device when the link fails on the way', async () => {
    const { lastToast } = await openProfile(
      technicianRoutes({ 'POST /api/technicians/metadata': { status: 502 } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(lastToast()).toMatchObject(SUBMISSION_QUEUED));
    expect(readSubmissions()).toMatchObject([{ kind: 'technician-profile' }]);
  });

  it("says 'Failed to fetch technician data' when loading fails, and tries again on request", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { lastToast } = renderWithBff({
      path: '/dashboard',
      auth: technicianAuth,
      routes: technicianRoutes({
        'GET /api/technicians/metadata': () =>
          fail ? problem(502, 'Bad Gateway') : { body: answeredMetadata() },
      }),
    });

    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Failed to fetch technician data',
    );
    await expectErrorToast(lastToast, 'Failed to fetch technician data');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Technician profile' })).toBeTruthy();
  });

  it('points a technician who has not finished onboarding to the questionnaire', async () => {
    await openProfile(
      technicianRoutes({
        'GET /api/technicians/metadata': {
          body: answeredMetadata({
            onboarding: { completedSteps: [], currentStep: 'ageVerification', completed: false },
          }),
        },
      }),
    );

    expect(
      screen.getByRole('link', { name: 'Continue the questionnaire' }).getAttribute('href'),
    ).toBe('/onboarding');
  });
});
