import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bethelClinic, companyRoutes, signedInCompany } from '../../testing/companyFixtures';
import { problem } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { readSubmissions } from '../submission-queue/submissionQueue';

afterEach(() => {
  cleanup();
  // Each form keeps a draft on the device: no test may find another's.
  localStorage.clear();
  vi.restoreAllMocks();
});

const company = fakeAuth({ status: 'authenticated', roles: ['company'] });

async function openSettings(routes = companyRoutes()) {
  const view = renderWithBff({ path: '/dashboard?tab=settings', auth: company, routes });
  await screen.findByRole('form', { name: 'Company profile' }, { timeout: 10_000 });
  return view;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Company Profile panel', { timeout: 30_000 }, () => {
  it('starts from the stored company, contact details and main location', async () => {
    await openSettings();
    expect(valueOf('Company Name')).toBe('Kuskokwim Clinic');
    expect(valueOf('Website')).toBe('https://kuskokwim.example.com');
    expect(valueOf('Email')).toBe(signedInCompany.email);
    expect(valueOf('Phone')).toBe(signedInCompany.phone);
    expect(valueOf('Street Address')).toBe('100 Main St');
    expect(valueOf('Village/City')).toBe('Bethel');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe(
      'Alaska',
    );
    expect(valueOf('Zip Code')).toBe('99559');
    expect((screen.getByLabelText('Website') as HTMLInputElement).type).toBe('url');
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
  });

  it("reads 'Validating Address...' and stays disabled while the address is checked", async () => {
    const { bff } = await openSettings(
      companyRoutes({ 'POST /api/address/check': () => new Promise(() => {}) }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const button = await screen.findByRole('button', { name: /Validating Address\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(bff.callsTo('POST', '/api/address/check')[0]?.body).toEqual({
      address: '100 Main St',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    });
    expect(bff.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('puts address errors under their fields and saves nothing', async () => {
    const { bff, lastToast } = await openSettings(
      companyRoutes({
        'POST /api/address/check': {
          body: {
            valid: false,
            errors: [
              { field: 'zipCode', message: 'ZIP code does not belong to the selected state' },
            ],
          },
        },
      }),
    );
    fireEvent.change(screen.getByLabelText('Zip Code'), { target: { value: '10001' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('ZIP code does not belong to the selected state')).toBeTruthy();
    expect(screen.getByLabelText('Zip Code').getAttribute('aria-invalid')).toBe('true');
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description:
        'Failed to update company information: ZIP code does not belong to the selected state',
      variant: 'destructive',
    });
    expect(bff.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('saves company, location and contact details, confirms and reads the user again past the cache', async () => {
    const { bff, lastToast } = await openSettings(
      companyRoutes({
        'POST /api/address/check': { body: { valid: true, errors: [] } },
        'PATCH /api/profile': { body: signedInCompany },
      }),
    );
    fireEvent.change(screen.getByLabelText('Company Name'), {
      target: { value: 'Bethel Native Clinic' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your company profile has been updated.')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'Company information has been updated successfully',
    });
    expect(bff.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({
      companyName: 'Bethel Native Clinic',
      website: 'https://kuskokwim.example.com',
      email: signedInCompany.email,
      phone: signedInCompany.phone,
      address: '100 Main St',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      userType: 'company',
      locationId: bethelClinic.id,
    });
    await waitFor(() => {
      const refresh = bff
        .callsTo('GET', '/api/user')
        .find((request) => request.query.get('bypassCache') === 'true');
      expect(refresh?.query.get('t')).toMatch(/^\d+$/);
    });
  });

  it("says 'Failed to update company information' with the server's message when the save fails", async () => {
    const { lastToast } = await openSettings(
      companyRoutes({
        'POST /api/address/check': { body: { valid: true, errors: [] } },
        'PATCH /api/profile': problem(500, 'The company service failed.'),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update company information: The company service failed.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(readSubmissions()).toEqual([]);
  });

  it('keeps the save on the device when the link fails on the way', async () => {
    const { lastToast } = await openSettings(
      companyRoutes({
        'POST /api/address/check': { body: { valid: true, errors: [] } },
        'PATCH /api/profile': problem(502, 'The company service is unreachable.'),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(lastToast()).toMatchObject(SUBMISSION_QUEUED));
    expect(readSubmissions()).toMatchObject([
      { kind: 'company-profile', record: 'company-profile' },
    ]);
  });
});

describe('company locations', { timeout: 30_000 }, () => {
  const bethelLabel = '100 Main St, Bethel, Alaska 99559';

  it('asks for confirmation before deleting a location, then deletes it by id', async () => {
    const { bff } = await openSettings(companyRoutes({ 'DELETE /api/location': { status: 204 } }));
    const list = await screen.findByRole('list', { name: 'Your locations' });

    fireEvent.click(within(list).getByRole('button', { name: `Delete ${bethelLabel}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    expect(within(dialog).getByText('Are you sure you want to delete this location?')).toBeTruthy();
    expect(bff.callsTo('DELETE', '/api/location')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(bff.callsTo('DELETE', '/api/location')[0]?.query.get('id')).toBe(bethelClinic.id),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the location when the confirmation is cancelled', async () => {
    const { bff } = await openSettings();
    const list = await screen.findByRole('list', { name: 'Your locations' });

    fireEvent.click(within(list).getByRole('button', { name: `Delete ${bethelLabel}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('DELETE', '/api/location')).toHaveLength(0);
  });

  it("says 'Failed to load your locations' when the list cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lastToast } = renderWithBff({
      path: '/dashboard?tab=settings',
      auth: company,
      routes: companyRoutes({ 'GET /api/location': problem(502, 'Bad Gateway') }),
    });

    expect(
      await screen.findByText('Failed to load your locations', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to load your locations',
      }),
    );
  });

  it('shows an empty state, and adds a location with the form', async () => {
    const { bff } = await openSettings(
      companyRoutes({
        'GET /api/location': { body: [] },
        'POST /api/location': { status: 201, body: { id: bethelClinic.id } },
      }),
    );
    expect(await screen.findByText(/No locations yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    fireEvent.change(within(dialog).getByLabelText('Street Address'), {
      target: { value: '1 Airport Way' },
    });
    fireEvent.change(within(dialog).getByLabelText('Village/City'), {
      target: { value: 'Anchorage' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show options' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Alaska' }));
    fireEvent.change(within(dialog).getByLabelText('Zip Code'), { target: { value: '99502' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/location')[0]?.body).toEqual({
        address: '1 Airport Way',
        city: 'Anchorage',
        state: 'Alaska',
        zipCode: '99502',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
