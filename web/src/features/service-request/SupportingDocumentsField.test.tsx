import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyRoutes } from '../../testing/companyFixtures';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';
import { jobFileUploads } from '../job-files/jobFileUploads';
import { REQUEST_FORM_HOLDER } from './documentHolders';

// The tab's queue, with storage in memory and a transport the test drives.
vi.mock('../job-files/jobFileUploads', async () => {
  const { testQueue } = await import('../job-files/testQueue');
  return { jobFileUploads: testQueue().queue };
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await Promise.all(
    jobFileUploads.getSnapshot().map((entry) => jobFileUploads.remove(entry.clientId)),
  );
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });
const storedId = '7c1e4b2a-9d3f-4e8a-b6c5-0a1b2c3d4e5f';
const DOCUMENTATION = 'Do you have supporting documentation (photos, diagrams, manuals)?';

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

function pdf(name: string): File {
  return new File([new Uint8Array(100)], name, { type: 'application/pdf' });
}

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Job Description'), {
    target: { value: 'Reset the satellite modem in the server room' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
  fireEvent.click(await screen.findByRole('option', { name: /100 Main St, Bethel/ }));
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (tomorrow.getDate() === 1) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(tomorrow);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: day }));
  });
  fireEvent.change(screen.getByLabelText('Preferred Time Range'), {
    target: { value: '10:00 AM - 12:00 PM' },
  });
  answer('Is access to the site restricted?', 'No');
  answer('Do you need live video support during the service?', 'No');
  fireEvent.click(screen.getByRole('button', { name: 'Submit Service Request' }));
}

async function openForm() {
  renderWithBff({
    path: '/dashboard?tab=service-request',
    auth: company,
    routes: companyRoutes({
      'POST /api/service-request/company': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          id: storedId,
          serviceTicketNumber: (body as { serviceTicketNumber: string }).serviceTicketNumber,
        },
      }),
    }),
  });
  await screen.findByRole('form', { name: 'Remote Hands request' }, { timeout: 20_000 });
}

describe('supporting documents on the request form', { timeout: 30_000 }, () => {
  it('are picked with Yes, kept back until the request is stored, then sent to it', async () => {
    await openForm();
    expect(screen.queryByLabelText('Attach documents')).toBeNull();
    answer(DOCUMENTATION, 'Yes');
    fireEvent.change(screen.getByLabelText('Attach documents'), {
      target: {
        files: [
          pdf('rack-diagram.pdf'),
          new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
        ],
      },
    });

    const picked = await screen.findByRole('list', { name: 'Documents to send with the request' });
    expect(within(picked).getByText('rack-diagram.pdf')).toBeTruthy();
    expect(screen.getByText(/tool\.exe: Attachments must be/)).toBeTruthy();
    expect(jobFileUploads.getSnapshot()).toMatchObject([
      {
        fileName: 'rack-diagram.pdf',
        kind: 'document',
        holder: REQUEST_FORM_HOLDER,
        state: 'held',
      },
    ]);

    await fillAndSubmit();

    await waitFor(() =>
      expect(jobFileUploads.getSnapshot()).toMatchObject([
        { fileName: 'rack-diagram.pdf', requestId: storedId, holder: null, state: 'uploading' },
      ]),
    );
  });

  it('are dropped when the answer is No at submission', async () => {
    await openForm();
    answer(DOCUMENTATION, 'Yes');
    fireEvent.change(screen.getByLabelText('Attach documents'), {
      target: { files: [pdf('rack-diagram.pdf')] },
    });
    await screen.findByRole('list', { name: 'Documents to send with the request' });
    answer(DOCUMENTATION, 'No');

    await fillAndSubmit();

    await screen.findByText('Your service request has been submitted successfully.');
    await waitFor(() => expect(jobFileUploads.getSnapshot()).toEqual([]));
  });
});
