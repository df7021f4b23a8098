import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bethelClinic, companyRoutes } from '../../testing/companyFixtures';
import { problem } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';
import { fillValidRequest } from '../../testing/requestForm';

afterEach(() => {
  cleanup();
  // Each form keeps a draft on the device: no test may find another's.
  localStorage.clear();
  vi.restoreAllMocks();
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });

async function openRequestForm(routes = companyRoutes()) {
  const view = renderWithBff({ path: '/dashboard?tab=service-request', auth: company, routes });
  await screen.findByRole('form', { name: 'Remote Hands request' }, { timeout: 20_000 });
  return view;
}

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

const question = {
  liveVideo: 'Do you need live video support during the service?',
  wifi: 'Is WiFi or 4G available at the site?',
  proPackage: 'Would you like the Pro Package ($800)?',
  outlet: 'Is there a power outlet available at the site?',
  restricted: 'Is access to the site restricted?',
};

const shown = (name: string) => screen.queryByRole('radiogroup', { name }) !== null;

describe('Create Service Request form', { timeout: 30_000 }, () => {
  it("comes after the company's own requests", async () => {
    await openRequestForm();
    const requests = screen.getByRole('heading', { level: 2, name: 'Your Service Requests' });
    const create = screen.getByRole('heading', { level: 2, name: /^Create Service Request/ });
    expect(
      requests.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the contact person and phone number, marked Required, only when access is restricted', async () => {
    await openRequestForm();
    expect(screen.queryByLabelText('Contact Person (Required)')).toBeNull();

    answer(question.restricted, 'Yes');
    expect(screen.getByLabelText('Contact Person (Required)')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number (Required)')).toBeTruthy();

    answer(question.restricted, 'No');
    expect(screen.queryByLabelText('Contact Person (Required)')).toBeNull();
  });

  it('reveals the live video follow-ups one answer at a time', async () => {
    await openRequestForm();
    expect(shown(question.liveVideo)).toBe(true);
    expect(shown(question.wifi)).toBe(false);

    answer(question.liveVideo, 'Yes');
    expect(shown(question.wifi)).toBe(true);
    expect(shown(question.proPackage)).toBe(false);

    answer(question.wifi, 'No');
    expect(shown(question.proPackage)).toBe(true);
    expect(shown(question.outlet)).toBe(false);
    expect(screen.queryByLabelText('How will you connect for live video?')).toBeNull();

    answer(question.proPackage, 'Yes');
    expect(shown(question.outlet)).toBe(true);
    expect(screen.queryByLabelText('How long will you need live video?')).toBeNull();

    answer(question.outlet, 'No');
    expect(screen.getByLabelText('How long will you need live video?')).toBeTruthy();

    answer(question.proPackage, 'No');
    expect(shown(question.outlet)).toBe(false);
    expect(screen.queryByLabelText('How long will you need live video?')).toBeNull();
    expect(screen.getByLabelText('How will you connect for live video?')).toBeTruthy();

    answer(question.wifi, 'Yes');
    expect(shown(question.proPackage)).toBe(false);
    expect(screen.queryByLabelText('How will you connect for live video?')).toBeNull();

    answer(question.liveVideo, 'No');
    expect(shown(question.wifi)).toBe(false);
  });

  it('asks neither the time range nor live video on the remote-eyes tab', async () => {
    await openRequestForm();
    expect(screen.getByLabelText('Preferred Time Range')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Remote Eyes' }));

    await screen.findByRole('form', { name: 'Remote Eyes request' });
    expect(screen.queryByLabelText('Preferred Time Range')).toBeNull();
    expect(shown(question.liveVideo)).toBe(false);
    expect(shown(question.restricted)).toBe(true);
  });

  it("shows the spec's messages under the fields and sends nothing when required answers are missing", async () => {
    const { bff } = await openRequestForm();
    const form = screen.getByRole('form', { name: 'Remote Hands request' });

    fireEvent.click(within(form).getByRole('button', { name: 'Submit Service Request' }));

    expect(await screen.findByText('Job description must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Please select a location')).toBeTruthy();
    expect(screen.getByText('Please select a preferred date')).toBeTruthy();
    expect(bff.callsTo('POST', '/api/service-request/company')).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields and says the request failed', async () => {
    const { bff, lastToast } = await openRequestForm(
      companyRoutes({
        'POST /api/service-request/company': problem(400, 'Invalid request', [
          { field: 'location', message: 'Please select a location' },
        ]),
      }),
    );
    await fillValidRequest();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Service Request' }));

    expect(await screen.findByText('Please select a location')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to submit service request. Please try again later.',
      variant: 'destructive',
    });
    expect(bff.callsTo('POST', '/api/service-request/company')).toHaveLength(1);
  });

  it('sends hidden follow-ups empty, confirms, and starts over under a new ticket number', async () => {
    const { bff, lastToast } = await openRequestForm(
      companyRoutes({
        'POST /api/service-request/company': ({ body }) => ({
          status: 201,
          body: {
            success: true,
            serviceTicketNumber: (body as { serviceTicketNumber: string }).serviceTicketNumber,
          },
        }),
      }),
    );
    const firstTicket = screen.getByText(/^Service ticket \d{8}-\d{4}$/).textContent;
    await fillValidRequest();
    answer(question.liveVideo, 'Yes');
    answer(question.wifi, 'No');
    answer(question.proPackage, 'No');
    fireEvent.change(screen.getByLabelText('How will you connect for live video?'), {
      target: { value: 'Starlink at the clinic' },
    });
    answer(question.wifi, 'Yes');

    fireEvent.click(screen.getByRole('button', { name: 'Submit Service Request' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Service Request Submitted',
        description: 'Your service request has been submitted successfully.',
      }),
    );
    const [sent] = bff.callsTo('POST', '/api/service-request/company');
    expect(sent?.body).toMatchObject({
      serviceTicketNumber: firstTicket?.replace('Service ticket ', ''),
      serviceType: 'remote-hands',
      location: bethelClinic.id,
      liveVideoRequired: 'yes',
      hasWifi: 'yes',
      wantProPackage: '',
      connectionMethod: '',
    });
    await waitFor(() =>
      expect(screen.getByText(/^Service ticket \d{8}-\d{4}$/).textContent).not.toBe(firstTicket),
    );
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).value).toBe('');
  });
});
