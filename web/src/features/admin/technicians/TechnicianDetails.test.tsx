import { defaultTechnicianMetadata } from '@rha/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTechnicianDetails } from '../../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { expectErrorToast } from '../../../testing/toasts';
import {
  ada,
  adminAuth,
  adminRoutes,
  answeredAdminMetadata,
  ben,
  technicianDetails,
} from '../adminFixtures';
import { displayMoment } from '../adminDates';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const detailsPanel = () => screen.getByRole('region', { name: 'Technician Details' });
const section = (name: string) => within(detailsPanel()).getByRole('region', { name });
/**
 * The field adding a list's own entries, found by the list's question (by its legend: role
 * queries over the whole edit form take seconds each in jsdom).
 */
function ownEntries(question: string): HTMLElement {
  const list = screen.getByText(question, { selector: 'legend' }).closest('fieldset');
  if (!list) throw new Error(`No list asks '${question}'`);
  return within(list).getByLabelText('Add your own');
}

/** Opens the directory and selects `name`, waiting for the details to load. */
async function selectTechnician(overrides: Record<string, FakeRoute> = {}, name = 'Ada Kotzebue') {
  const view = renderWithBff({ path: '/admin', auth: adminAuth, routes: adminRoutes(overrides) });
  fireEvent.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
  await within(detailsPanel()).findByRole('button', { name: 'Edit' });
  return view;
}

/** A bff that stores an admin's edit and answers the details as stored. */
function storingRoutes(): Record<string, FakeRoute> {
  let stored = technicianDetails(ada);
  return {
    'POST /api/admin/technicianMetadata/': () => ({ body: stored }),
    'POST /api/admin/updateTechnicianMetadata': (request: RecordedRequest) => {
      const { metadata } = request.body as { metadata: Record<string, unknown> };
      stored = {
        ...stored,
        technicianMetadata: { ...stored.technicianMetadata, ...metadata },
        audit: [
          {
            id: 'audit-1',
            changedBy: { id: 'admin-subject', name: 'Alma Anchorage' },
            changedAt: '2025-03-04T20:00:00.000Z',
            fields: ['interviewNotes', 'references'],
            interviewNotesBefore: 'Strong on generators.',
          },
        ],
      };
      return { body: stored };
    },
  };
}

// The edit form holds every question with its options: role queries over it take seconds each in
// jsdom, several times that while other suites share the machine.
describe('technician details', { timeout: 90_000 }, () => {
  it('asks for a choice until a technician is selected, then loads them with a spinner', async () => {
    let answer: (details: AdminTechnicianDetails) => void = () => {};
    renderWithBff({
      path: '/admin',
      auth: adminAuth,
      routes: adminRoutes({
        'POST /api/admin/technicianMetadata/': () =>
          new Promise((resolve) => {
            answer = (details) => resolve({ body: details });
          }),
      }),
    });
    const button = await screen.findByRole('button', { name: 'Ada Kotzebue' }, { timeout: 10_000 });
    expect(within(detailsPanel()).getByText('Select a technician to view details')).toBeTruthy();

    fireEvent.click(button);

    expect(
      await within(detailsPanel()).findByRole('status', { name: 'Loading technician details' }),
    ).toBeTruthy();
    answer(technicianDetails(ada));
    expect(
      await within(detailsPanel()).findByRole('heading', { level: 3, name: 'Ada Kotzebue' }),
    ).toBeTruthy();
    expect(within(detailsPanel()).getByText('Kotzebue, Alaska')).toBeTruthy();
  });

  it('reads every answer, the references and the interview notes', async () => {
    await selectTechnician();

    expect(within(section('Availability')).getByText('Weekdays').nextSibling?.textContent).toBe(
      'Yes',
    );
    expect(within(section('Availability')).getByText('Weekends').nextSibling?.textContent).toBe(
      'No',
    );
    expect(within(section('Skills')).getByText('Plumbing')).toBeTruthy();
    expect(within(section('Tools and equipment')).getByText('Snowmachine')).toBeTruthy();
    expect(within(section('Training')).getByText('ANSEP')).toBeTruthy();
    expect(within(section('Certifications')).getByText('OSHA 10')).toBeTruthy();
    const references = section('References');
    expect(references.textContent).toContain('Mary Ahkinga (Boss)');
    expect(
      within(references).getByRole('link', { name: '(907) 555-0111' }).getAttribute('href'),
    ).toBe('tel:+19075550111');
    expect(section('Why a good fit').textContent).toContain('I keep the clinic generator running.');
    const background = section('Background');
    // The applicant's consent is not a completed check: only an admin's record is.
    expect(within(background).getByText('Background check').nextSibling?.textContent).toBe(
      'Not completed',
    );
    expect(
      within(background).getByText('I consent to a background check').nextSibling?.textContent,
    ).toBe('Yes');
    expect(within(background).getByText(/Native Village of Kotzebue/)).toBeTruthy();
    expect(section('Interview notes').textContent).toContain('Strong on generators.');
  });

  it('says what is missing when a technician has answered nothing', async () => {
    const empty = {
      ...defaultTechnicianMetadata(),
      userId: ada.id,
      interviewNotes: '',
      hasTravel: true,
      isTribalMember: true,
      hasFishCamp: true,
    };
    await selectTechnician({
      'POST /api/admin/technicianMetadata/': {
        body: technicianDetails(ada, { technicianMetadata: empty }),
      },
    });

    expect(within(section('Skills')).getAllByText('None listed')).toHaveLength(5);
    expect(within(section('Tools and equipment')).getAllByText('None listed')).toHaveLength(4);
    expect(section('Training').textContent).toContain('None listed');
    expect(section('Certifications').textContent).toContain('None listed');
    expect(section('References').textContent).toContain('No references listed');
    expect(section('Why a good fit').textContent).toContain('No information provided');
    expect(section('Fish camp experience').textContent).toContain('No information provided');
    expect(within(section('Background')).getByText('Not completed')).toBeTruthy();
    expect(section('Background').textContent).toContain('Tribe not specified');
    expect(section('Travel').textContent).toContain('Did not specify villages');
    expect(section('Interview notes').textContent).toContain('No interview notes recorded');
  });

  it('says the details failed to load, and loads them again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { lastToast } = renderWithBff({
      path: '/admin',
      auth: adminAuth,
      routes: adminRoutes({
        'POST /api/admin/technicianMetadata/': () =>
          fail ? problem(502, 'Bad Gateway') : { body: technicianDetails(ada) },
      }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ada Kotzebue' }, { timeout: 10_000 }),
    );

    expect((await within(detailsPanel()).findByRole('alert')).textContent).toBe(
      'Failed to load technician details. Please try again.',
    );
    await expectErrorToast(lastToast, 'Failed to load technician details. Please try again.');
    fail = false;
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Try again' }));
    expect(await within(detailsPanel()).findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('drops the edit of one technician when another is selected', async () => {
    await selectTechnician();
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Interview notes'), {
      target: { value: 'Half typed' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ben Bethel' }));

    expect(
      await within(detailsPanel()).findByRole('heading', { level: 3, name: ben.fullName }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit technician details' })).toBeNull();
    expect(screen.queryByText('Half typed')).toBeNull();
  });

  it('saves the edit at once and shows what the server stored, with the change in the history', async () => {
    const { bff, lastToast } = await selectTechnician(storingRoutes());
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Interview notes' }), {
      target: { value: 'Interviewed in Kotzebue; great fit.' },
    });
    fireEvent.change(screen.getByLabelText('Reference 1 phone'), {
      target: { value: '907 555 0112' },
    });
    fireEvent.change(screen.getByLabelText('New reference name'), {
      target: { value: 'Joe Sheldon' },
    });
    fireEvent.change(screen.getByLabelText('New reference relationship'), {
      target: { value: 'Neighbour' },
    });
    fireEvent.change(screen.getByLabelText('New reference phone'), {
      target: { value: '9075550199' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Reference' }));
    const hand = ownEntries('Hand Tools');
    fireEvent.change(hand, { target: { value: ' , Drill, Multimeter' } });
    fireEvent.keyDown(hand, { key: 'Enter' });
    fireEvent.click(screen.getByLabelText('Weekends'));
    const discord = screen.getByLabelText('Will you join our Discord community?');
    fireEvent.click(within(discord).getByLabelText('Yes'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Technician details updated successfully.',
      }),
    );
    const [save] = bff.callsTo('POST', '/api/admin/updateTechnicianMetadata');
    const { userId: _owner, ...stored } = answeredAdminMetadata();
    expect(save?.body).toEqual({
      id: ada.id,
      metadata: {
        ...stored,
        interviewNotes: 'Interviewed in Kotzebue; great fit.',
        references: [
          { id: 'ref-1', name: 'Mary Ahkinga', phoneNumber: '907 555 0112', relationship: 'Boss' },
          {
            id: expect.any(String),
            name: 'Joe Sheldon',
            phoneNumber: '9075550199',
            relationship: 'Neighbour',
          },
        ],
        toolsHandTools: ['Drill', 'Multimeter'],
        availability: { weekdays: true, weekends: true, evenings: true, overnight: false },
        discord: true,
      },
    });
    expect(screen.queryByRole('form', { name: 'Edit technician details' })).toBeNull();
    expect(section('Interview notes').textContent).toContain('Interviewed in Kotzebue; great fit.');
    expect(section('References').textContent).toContain('Joe Sheldon (Neighbour)');
    expect(section('Change history').textContent).toContain(
      'Alma Anchorage changed Interview notes, References',
    );
    expect(section('Change history').textContent).toContain(
      displayMoment('2025-03-04T20:00:00.000Z'),
    );
  });

  it("names a section's lone question by the section heading, without a second title", async () => {
    await selectTechnician({});
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));

    const form = screen.getByRole('form', { name: 'Edit technician details' });
    expect(within(form).getAllByText('Availability')).toHaveLength(1);
    const group = within(form).getByRole('group', { name: 'Availability' });
    expect(within(group).getAllByRole('switch')).toHaveLength(4);
  });

  it('keeps the edit and the stored view apart when the server refuses the save', async () => {
    const { lastToast } = await selectTechnician({
      'POST /api/admin/updateTechnicianMetadata': problem(500, 'Internal Server Error'),
    });
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Interview notes' }), {
      target: { value: 'Not stored' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const form = screen.getByRole('form', { name: 'Edit technician details' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Technician details failed to update. Please try again.',
    );
    await expectErrorToast(lastToast, 'Technician details failed to update. Please try again.');
    expect(
      (screen.getByRole('textbox', { name: 'Interview notes' }) as HTMLTextAreaElement).value,
    ).toBe('Not stored');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(section('Interview notes').textContent).toContain('Strong on generators.');
  });

  it('says the update failed when the save never reaches the server', async () => {
    await selectTechnician({
      'POST /api/admin/updateTechnicianMetadata': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const form = screen.getByRole('form', { name: 'Edit technician details' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Failed to update technician details. Please try again.',
    );
  });

  it('shows the field errors of a refused save by their fields', async () => {
    await selectTechnician({
      'POST /api/admin/updateTechnicianMetadata': problem(400, 'Validation failed', [
        { field: 'metadata.references.0.name', message: 'Reference name is required' },
        { field: 'metadata.interviewNotes', message: 'Must be at most 20000 characters' },
      ]),
    });
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Reference name is required');
    expect(screen.getByLabelText('Reference 1 name').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Interview notes' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('discards the edited copy on Cancel without calling the server', async () => {
    const { bff } = await selectTechnician();
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Interview notes' }), {
      target: { value: 'Thrown away' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove reference 1' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(section('Interview notes').textContent).toContain('Strong on generators.');
    expect(section('References').textContent).toContain('Mary Ahkinga');
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));
    expect(
      (screen.getByRole('textbox', { name: 'Interview notes' }) as HTMLTextAreaElement).value,
    ).toBe('Strong on generators.');
    expect(bff.callsTo('POST', '/api/admin/updateTechnicianMetadata')).toHaveLength(0);
  });

  it('ignores a reference without a name or phone and list entries that are blank or repeated', async () => {
    const { bff } = await selectTechnician(storingRoutes());
    fireEvent.click(within(detailsPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('New reference name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('New reference phone'), {
      target: { value: '9075550199' },
    });
    const add = screen.getByRole('button', { name: 'Add Reference' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('New reference phone'), { key: 'Enter' });
    const training = ownEntries('Training');
    fireEvent.change(training, { target: { value: '   ' } });
    fireEvent.keyDown(training, { key: 'Enter' });
    fireEvent.change(training, { target: { value: 'ANSEP, NACTEC, NACTEC' } });
    fireEvent.keyDown(training, { key: 'Enter' });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/admin/updateTechnicianMetadata')).toHaveLength(1),
    );
    const body = bff.callsTo('POST', '/api/admin/updateTechnicianMetadata')[0]?.body as {
      metadata: { references: unknown[]; training: string[] };
    };
    expect(body.metadata.references).toHaveLength(1);
    expect(body.metadata.training).toEqual(['ANSEP', 'NACTEC']);
  });
});
