import {
  messages,
  VETTING_CHECK_LABELS,
  VETTING_CHECKS,
  VETTING_TRANSITIONS,
  type VettingCheck,
  type VettingStatus,
} from '@rha/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTechnicianDetails } from '../../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../../testing/fakeBff';
import { renderWithBff } from '../../../testing/renderWithBff';
import { ada, adminAuth, adminRoutes, technicianDetails } from '../adminFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const VETTING_PATH = `/api/admin/technicians/${ada.id}/vetting`;

const vetting = () =>
  within(screen.getByRole('region', { name: 'Technician Details' })).getByRole('region', {
    name: 'Vetting',
  });
const actions = () =>
  within(vetting())
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function openVetting(status: VettingStatus, overrides: Record<string, FakeRoute> = {}) {
  const details = technicianDetails({ ...ada, vettingStatus: status });
  const view = renderWithBff({
    path: '/admin',
    auth: adminAuth,
    routes: adminRoutes({
      'POST /api/admin/technicianMetadata/': { body: details },
      ...overrides,
    }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Ada Kotzebue' }, { timeout: 10_000 }));
  await screen.findByRole('region', { name: 'Vetting' });
  return view;
}

/** Opens the move's confirmation and answers it; returns the dialog. */
async function confirmMove(label: string): Promise<HTMLElement> {
  fireEvent.click(within(vetting()).getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: label });
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
  return dialog;
}

/** A bff that makes the move asked for, recording who made it. */
function movingRoute(): FakeRoute {
  return (request: RecordedRequest) => {
    const change = request.body as {
      status: VettingStatus;
      note: string;
      reason: string;
      checks: VettingCheck[];
    };
    const moved: AdminTechnicianDetails = technicianDetails(
      { ...ada, vettingStatus: change.status },
      {
        vetting: {
          status: change.status,
          allowedNext: [...VETTING_TRANSITIONS[change.status]],
          history: [
            {
              id: 'move-1',
              from: 'applied',
              to: change.status,
              note: change.note,
              reason: change.reason,
              checks: change.checks,
              changedBy: { id: 'admin-subject', name: 'Alma Anchorage' },
              changedAt: '2025-03-04T20:00:00.000Z',
            },
          ],
          facts: { backgroundCheckCompleted: null, discordJoined: null },
        },
      },
    );
    return { body: moved };
  };
}

describe('vetting in the technician details', { timeout: 30_000 }, () => {
  it('offers only the moves allowed from the current status', async () => {
    await openVetting('applied');
    expect(vetting().textContent).toContain('Status: Applied');
    expect(actions()).toEqual(['Move to Interview', 'Reject']);
    cleanup();

    await openVetting('approved');
    expect(actions()).toEqual(['Suspend', 'Reject']);
    cleanup();

    await openVetting('rejected');
    expect(actions()).toEqual([]);
    expect(within(vetting()).queryByRole('textbox', { name: 'Rejection reason' })).toBeNull();
  });

  it('moves the technician with the note, then shows the new status, its history and the next moves', async () => {
    const { bff } = await openVetting('applied', { [`POST ${VETTING_PATH}`]: movingRoute() });
    fireEvent.change(within(vetting()).getByRole('textbox', { name: /Vetting note/ }), {
      target: { value: 'Call on Tuesday' },
    });

    fireEvent.click(within(vetting()).getByRole('button', { name: 'Move to Interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Interview' });
    expect(dialog.textContent).toContain('Move this technician from Applied to Interview?');
    expect(bff.callsTo('POST', VETTING_PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to Interview' }));

    await waitFor(() => expect(vetting().textContent).toContain('Status: Interview'));
    expect(bff.callsTo('POST', VETTING_PATH)[0]?.body).toEqual({
      status: 'interview',
      note: 'Call on Tuesday',
      reason: '',
      checks: [],
    });
    const history = within(vetting()).getByRole('list', { name: 'Vetting history' });
    expect(history.textContent).toContain('Applied → Interview');
    expect(history.textContent).toContain('Alma Anchorage');
    expect(history.textContent).toContain('Note: Call on Tuesday');
    expect(actions()).toEqual(['Move to Background check', 'Reject']);
    const adaEntry = screen.getByRole('button', { name: 'Ada Kotzebue' }).closest('tr');
    expect(within(adaEntry as HTMLElement).getByText('Interview')).toBeTruthy();
  });

  it('needs a reason to reject, and sends it', async () => {
    const { bff } = await openVetting('applied', { [`POST ${VETTING_PATH}`]: movingRoute() });

    const refused = await confirmMove('Reject');

    expect(within(refused).getByRole('alert').textContent).toContain(
      'Please give a reason for the rejection',
    );
    expect(bff.callsTo('POST', VETTING_PATH)).toHaveLength(0);
    fireEvent.click(within(refused).getByRole('button', { name: 'Back' }));
    expect(
      await within(vetting()).findByText('Please give a reason for the rejection'),
    ).toBeTruthy();

    fireEvent.change(within(vetting()).getByRole('textbox', { name: /Rejection reason/ }), {
      target: { value: 'No references answered' },
    });
    await confirmMove('Reject');

    await waitFor(() => expect(vetting().textContent).toContain('Status: Rejected'));
    expect(bff.callsTo('POST', VETTING_PATH)[0]?.body).toEqual({
      status: 'rejected',
      note: '',
      reason: 'No references answered',
      checks: [],
    });
    expect(vetting().textContent).toContain('Reason: No references answered');
  });

  it("shows the server's message when the move is no longer allowed", async () => {
    await openVetting('applied', {
      [`POST ${VETTING_PATH}`]: problem(
        409,
        'A technician who is Interview cannot be moved to Interview',
      ),
    });

    const dialog = await confirmMove('Move to Interview');

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A technician who is Interview cannot be moved to Interview',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(vetting().textContent).toContain('Status: Applied'));
  });

  it('approves an applicant only with every check of the checklist ticked, and shows them', async () => {
    const { bff } = await openVetting('background_check', {
      [`POST ${VETTING_PATH}`]: movingRoute(),
    });

    const dialog = await confirmMove('Approve');

    expect(within(dialog).getByRole('alert').textContent).toContain(
      messages.admin.approvalChecksRequired,
    );
    expect(bff.callsTo('POST', VETTING_PATH)).toHaveLength(0);
    const checklist = within(dialog).getByRole('group', { name: 'Approval checklist' });
    for (const check of VETTING_CHECKS) {
      fireEvent.click(
        within(checklist).getByRole('checkbox', { name: VETTING_CHECK_LABELS[check] }),
      );
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(vetting().textContent).toContain('Status: Approved'));
    expect(bff.callsTo('POST', VETTING_PATH)[0]?.body).toMatchObject({
      status: 'approved',
      checks: [...VETTING_CHECKS],
    });
    expect(vetting().textContent).toContain(
      'Confirmed: References contacted, Background check passed, Interview held',
    );
  });

  it('lifts a suspension without asking for the checklist', async () => {
    const { bff } = await openVetting('suspended', { [`POST ${VETTING_PATH}`]: movingRoute() });

    fireEvent.click(within(vetting()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(within(dialog).queryByRole('group', { name: 'Approval checklist' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(bff.callsTo('POST', VETTING_PATH)).toHaveLength(1));
    expect(bff.callsTo('POST', VETTING_PATH)[0]?.body).toMatchObject({ checks: [] });
  });
});
