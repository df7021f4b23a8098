import { HELD_JOB_DECISION_CONFIRMATIONS, messages } from '@rha/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTechnicianDetails, HeldJob } from '../../../api/bffTypes';
import type { FakeRoute, RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { ada, adminAuth, adminRoutes, technicianDetails } from '../adminFixtures';

afterEach(cleanup);

const FACTS_PATH = `/api/admin/technicians/${ada.id}/facts`;
const NOTES_PATH = `/api/admin/technicians/${ada.id}/interview-notes`;

const details = () => screen.getByRole('region', { name: 'Technician Details' });
const section = (name: string) => within(details()).getByRole('region', { name });

async function openAda(routes: Record<string, FakeRoute>, stored = technicianDetails(ada)) {
  const view = renderWithBff({
    path: '/admin',
    auth: adminAuth,
    routes: adminRoutes({ 'POST /api/admin/technicianMetadata/': { body: stored }, ...routes }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Ada Kotzebue' }, { timeout: 10_000 }));
  await within(details()).findByRole('region', { name: 'Background' });
  return view;
}

const recordedCheck: AdminTechnicianDetails = technicianDetails(ada, {
  vetting: {
    ...technicianDetails(ada).vetting,
    facts: {
      backgroundCheckCompleted: {
        recordedAt: '2025-03-04T20:00:00.000Z',
        recordedBy: { id: 'admin-alma', name: 'Alma Anchorage' },
      },
      discordJoined: null,
    },
  },
});

describe('the recorded vetting facts', { timeout: 30_000 }, () => {
  it('reads the consent beside the recorded check, and records it after the admin confirms', async () => {
    const { bff } = await openAda({ [`POST ${FACTS_PATH}`]: { body: recordedCheck } });
    const background = section('Background');
    expect(within(background).getByText('Background check').nextSibling?.textContent).toBe(
      'Not completed',
    );
    expect(
      within(background).getByText('I consent to a background check').nextSibling?.textContent,
    ).toBe('Yes');
    expect(within(background).getByText('Discord').nextSibling?.textContent).toBe('Not joined');

    fireEvent.click(within(background).getByRole('button', { name: 'Record background check' }));
    const dialog = await screen.findByRole('dialog');
    expect(bff.callsTo('POST', FACTS_PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));

    await waitFor(() =>
      expect(
        within(section('Background')).getByText('Background check').nextSibling?.textContent,
      ).toMatch(/^Completed on Mar [45], 2025 by Alma Anchorage$/),
    );
    expect(bff.callsTo('POST', FACTS_PATH)[0]?.body).toEqual({
      fact: 'backgroundCheckCompleted',
      recorded: true,
    });
    expect(
      within(section('Background')).getByRole('button', {
        name: 'Clear background check',
      }),
    ).toBeTruthy();
  });
});

describe('interview notes from the read view', { timeout: 30_000 }, () => {
  it('adds a dated note and shows the notes as the server stored them', async () => {
    const { bff } = await openAda({
      [`POST ${NOTES_PATH}`]: (request: RecordedRequest) => {
        const { text } = request.body as { text: string };
        const stored = technicianDetails(ada);
        return {
          body: {
            ...stored,
            technicianMetadata: {
              ...stored.technicianMetadata,
              interviewNotes: `Strong on generators.\n\n[Tue, Mar 4, 2025, 11:00 AM AKST, Alma Anchorage]\n${text}`,
            },
          },
        };
      },
    });
    const notes = section('Interview notes');

    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText(messages.admin.interviewNoteRequired)).toBeTruthy();
    expect(bff.callsTo('POST', NOTES_PATH)).toHaveLength(0);

    fireEvent.change(within(notes).getByRole('textbox', { name: /New interview note/ }), {
      target: { value: '  Called both references.  ' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));

    await waitFor(() =>
      expect(section('Interview notes').textContent).toContain(
        'Alma Anchorage]\nCalled both references.',
      ),
    );
    expect(bff.callsTo('POST', NOTES_PATH)[0]?.body).toEqual({ text: 'Called both references.' });
  });
});

describe('jobs waiting for a decision', { timeout: 30_000 }, () => {
  const held: HeldJob = {
    requestId: '7f3e9d1c-2b4a-4c6d-8e0f-1a2b3c4d5e6f',
    ticketNumber: '20250304-0001',
    serviceType: 'remote-hands',
    community: 'Kotzebue',
    companyName: 'Kuskokwim Clinic',
    status: 'On site',
    technicianId: ada.id,
    technicianName: 'Ada Kotzebue',
    vettingStatus: 'suspended',
    heldSince: '2025-03-04T20:00:00.000Z',
  };

  it('lists the suspended technician’s jobs and reassigns one after the admin confirms', async () => {
    let jobs = [held];
    const decision = `/api/admin/held-jobs/${held.requestId}/decision`;
    const { bff } = await openAda({
      'GET /api/admin/held-jobs': () => ({ body: { jobs } }),
      [`POST ${decision}`]: () => {
        jobs = [];
        return {
          body: {
            requestId: held.requestId,
            decision: 'reassign',
            decidedAt: '2025-03-05T20:00:00.000Z',
            decidedBy: 'Alma Anchorage',
          },
        };
      },
    });

    const waiting = await within(details()).findByRole('region', {
      name: 'Jobs waiting for a decision',
    });
    expect(waiting.textContent).toContain('20250304-0001 · On site');
    expect(
      bff.requests
        .find((request) => request.path === '/api/admin/held-jobs')
        ?.query.get('technicianId'),
    ).toBe(ada.id);

    fireEvent.click(within(waiting).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(HELD_JOB_DECISION_CONFIRMATIONS.reassign);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));

    await waitFor(() => expect(bff.callsTo('POST', decision)).toHaveLength(1));
    expect(bff.callsTo('POST', decision)[0]?.body).toEqual({ decision: 'reassign' });
    await waitFor(() =>
      expect(
        within(details()).queryByRole('region', { name: 'Jobs waiting for a decision' }),
      ).toBeNull(),
    );
  });
});
