import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TechnicianLocation } from '../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
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

async function openSettings(routes: Record<string, FakeRoute> = technicianRoutes()) {
  const view = renderWithBff({ path: '/dashboard?tab=settings', auth: technicianAuth, routes });
  await screen.findByRole('form', { name: 'Contact information' }, { timeout: 10_000 });
  return view;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Profile Settings: contact information', { timeout: 30_000 }, () => {
  it('offers Profile, Locations and Service Area tabs, the certifications under the contact form', async () => {
    await openSettings();
    const settingsTabs = screen.getByRole('tablist', { name: 'Profile settings' });
    expect(
      within(settingsTabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Locations', 'Service Area']);
    expect(screen.getByRole('region', { name: 'Licenses & Certifications' })).toBeTruthy();
    expect(valueOf('Name')).toBe('Ada Kotzebue');
    expect(valueOf('Phone')).toBe('9075550142');
    expect(valueOf('Email')).toBe('ada@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
  });

  it('checks phone and e-mail before anything is sent', async () => {
    const { bff } = await openSettings();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '907555' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada-at-example' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Phone number must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(bff.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('saves name, phone and e-mail, confirms, and keeps the cached user in step', async () => {
    let user = kotzebueTechnician;
    const { bff, lastToast, queryClient } = await openSettings(
      technicianRoutes({
        'GET /api/user': () => ({ body: user }),
        'PATCH /api/profile': (request: RecordedRequest) => {
          user = { ...user, ...(request.body as Partial<typeof user>) };
          return { body: user };
        },
      }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Sheldon' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Your profile has been updated.',
      }),
    );
    expect(bff.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({
      fullName: 'Ada Sheldon',
      email: 'ada@example.com',
      phone: '9075550142',
    });
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ fullName: 'Ada Sheldon' });
  });

  it('says where the link went and which address stays until a new e-mail is confirmed', async () => {
    let user = kotzebueTechnician;
    await openSettings(
      technicianRoutes({
        'GET /api/user': () => ({ body: user }),
        'PATCH /api/profile': (request: RecordedRequest) => {
          const { email } = request.body as { email: string };
          user = { ...user, pendingEmail: email };
          return { body: user };
        },
      }),
    );
    expect(screen.queryByText('Confirm your new e-mail address')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@kotzebue.example' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const notice = (await screen.findByText('Confirm your new e-mail address')).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain(
      'We sent a link to ada@kotzebue.example; your address stays ada@example.com until you confirm.',
    );
  });

  it("shows the server's message when the save fails", async () => {
    const { lastToast } = await openSettings(
      technicianRoutes({
        'PATCH /api/profile': problem(400, 'Invalid email address', [
          { field: 'email', message: 'Invalid email address' },
        ]),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Invalid email address',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Profile Settings: licenses and certifications', { timeout: 30_000 }, () => {
  const certifications = () => screen.getByRole('region', { name: 'Licenses & Certifications' });
  const field = () =>
    within(certifications()).getByRole('textbox', { name: 'Add a license or certification' });

  function storingRoutes(fail = false) {
    let stored = answeredMetadata();
    return technicianRoutes({
      'GET /api/technicians/metadata': () => ({ body: stored }),
      'POST /api/technicians/metadata': (request: RecordedRequest) => {
        if (fail) return problem(500, 'The technician service failed.');
        const list = JSON.parse((request.body as { certifications: string }).certifications);
        stored = { ...stored, certifications: list as string[] };
        return { body: stored };
      },
    });
  }

  it('adds one on Enter and saves the list at once, ignoring blanks', async () => {
    const { bff, lastToast } = await openSettings(storingRoutes());
    await within(certifications()).findByText('OSHA 10');

    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(bff.callsTo('POST', '/api/technicians/metadata')).toHaveLength(0);

    fireEvent.change(field(), { target: { value: '  CDL ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/technicians/metadata')[0]?.body).toEqual({
        certifications: JSON.stringify(['OSHA 10', 'CDL']),
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Your certifications have been updated.',
      }),
    );
    expect(within(certifications()).getByText('CDL')).toBeTruthy();
  });

  it('removes one with its badge and saves the list at once', async () => {
    const { bff, lastToast } = await openSettings(storingRoutes());

    fireEvent.click(
      await within(certifications()).findByRole('button', { name: 'Remove OSHA 10' }),
    );

    await waitFor(() =>
      expect(bff.callsTo('POST', '/api/technicians/metadata')[0]?.body).toEqual({
        certifications: '[]',
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Your certifications have been updated.' }),
    );
    expect(within(certifications()).queryByText('OSHA 10')).toBeNull();
    expect(
      within(certifications()).getByText('No licenses or certifications added yet.'),
    ).toBeTruthy();
  });

  it("puts the list back and shows the server's message when the save fails", async () => {
    const { lastToast } = await openSettings(storingRoutes(true));
    await within(certifications()).findByText('OSHA 10');

    fireEvent.change(field(), { target: { value: 'CDL' } });
    fireEvent.keyDown(field(), { key: 'Enter' });

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'The technician service failed.',
        variant: 'destructive',
      }),
    );
    expect(within(certifications()).queryByText('CDL')).toBeNull();
    expect(within(certifications()).getByText('OSHA 10')).toBeTruthy();
  });

  it('keeps the change shown and on the device when the link fails on the way', async () => {
    const { lastToast } = await openSettings(
      technicianRoutes({
        'GET /api/technicians/metadata': { body: answeredMetadata() },
        'POST /api/technicians/metadata': problem(502, 'Bad Gateway'),
      }),
    );
    await within(certifications()).findByText('OSHA 10');

    fireEvent.change(field(), { target: { value: 'CDL' } });
    fireEvent.keyDown(field(), { key: 'Enter' });

    await waitFor(() => expect(lastToast()).toMatchObject(SUBMISSION_QUEUED));
    expect(within(certifications()).getByText('CDL')).toBeTruthy();
    expect(readSubmissions()).toMatchObject([
      { kind: 'technician-certifications', body: { certifications: '["OSHA 10","CDL"]' } },
    ]);
  });
});

describe('Profile Settings: service location', { timeout: 60_000 }, () => {
  /** A bff holding at most one location, as the technician service does. */
  function locationRoutes(overrides: Record<string, FakeRoute> = {}) {
    let stored: TechnicianLocation | null = null;
    const save = (request: RecordedRequest) => {
      stored = request.body as TechnicianLocation;
      return { body: { location: stored } };
    };
    return technicianRoutes({
      'GET /api/location': () => ({ body: { location: stored } }),
      'POST /api/location': (request: RecordedRequest) => ({ ...save(request), status: 201 }),
      'PATCH /api/location': save,
      'DELETE /api/location': () => {
        stored = null;
        return { status: 204 };
      },
      ...overrides,
    });
  }

  async function openLocations(routes = locationRoutes()) {
    const view = await openSettings(routes);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Locations' }));
    await screen.findByRole('region', { name: 'Service Location' });
    return view;
  }

  const region = () => screen.getByRole('region', { name: 'Service Location' });
  const city = () => within(region()).getByRole('combobox', { name: 'City' });

  async function chooseCommunity(name: string) {
    fireEvent.change(city(), { target: { value: name } });
    fireEvent.click(await within(region()).findByRole('option', { name }));
  }

  it('goes from none to added, edited, cancelled and deleted, with a notice each time', async () => {
    const { bff, lastToast } = await openLocations();
    expect(
      await within(region()).findByText("You haven't added a service location yet."),
    ).toBeTruthy();

    fireEvent.click(within(region()).getByRole('button', { name: 'Add Location' }));
    expect(valueOf('State')).toBe('Alaska');
    expect((screen.getByLabelText('State') as HTMLInputElement).readOnly).toBe(true);
    await chooseCommunity('Kotzebue');
    expect(valueOf('ZIP Code')).toBe('99752');
    fireEvent.click(within(region()).getByRole('button', { name: 'Add Location' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Location added successfully',
      }),
    );
    expect(bff.callsTo('POST', '/api/location')[0]?.body).toEqual({
      city: 'Kotzebue',
      state: 'Alaska',
      zipCode: '99752',
    });
    const card = await within(region()).findByLabelText('Your service location');
    expect(within(card).getByText('Kotzebue')).toBeTruthy();
    expect(within(card).getByText('99752')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await chooseCommunity('Anchorage');
    fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '99501' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Update Location' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Location updated successfully' }),
    );
    expect(bff.callsTo('PATCH', '/api/location')[0]?.body).toEqual({
      city: 'Anchorage',
      state: 'Alaska',
      zipCode: '99501',
    });
    expect(
      within(await within(region()).findByLabelText('Your service location')).getByText(
        'Anchorage',
      ),
    ).toBeTruthy();

    fireEvent.click(within(region()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '99502' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(
      within(within(region()).getByLabelText('Your service location')).getByText('99501'),
    ).toBeTruthy();
    expect(bff.callsTo('PATCH', '/api/location')).toHaveLength(1);

    fireEvent.click(within(region()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    expect(within(dialog).getByText('Are you sure you want to delete this location?')).toBeTruthy();
    expect(bff.callsTo('DELETE', '/api/location')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Location deleted successfully' }),
    );
    expect(bff.callsTo('DELETE', '/api/location')[0]?.query.get('id')).toBeNull();
    expect(
      await within(region()).findByText("You haven't added a service location yet."),
    ).toBeTruthy();
  });

  it('keeps the location when the deletion is not confirmed', async () => {
    const { bff } = await openLocations(
      technicianRoutes({
        'GET /api/location': {
          body: { location: { city: 'Nome', state: 'Alaska', zipCode: '99762' } },
        },
      }),
    );
    fireEvent.click(await within(region()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bff.callsTo('DELETE', '/api/location')).toHaveLength(0);
    expect(within(region()).getByText('Nome')).toBeTruthy();
  });

  it('checks the fields as they change', async () => {
    const { bff } = await openLocations();
    fireEvent.click(await within(region()).findByRole('button', { name: 'Add Location' }));

    fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '997' } });
    expect(await within(region()).findByText('ZIP code is required')).toBeTruthy();
    fireEvent.click(within(region()).getByRole('button', { name: 'Add Location' }));
    expect(await within(region()).findByText('Home Community is required')).toBeTruthy();
    expect(city().getAttribute('aria-invalid')).toBe('true');
    expect(bff.callsTo('POST', '/api/location')).toHaveLength(0);

    await chooseCommunity('Kotzebue');
    await waitFor(() =>
      expect(within(region()).queryByText('Home Community is required')).toBeNull(),
    );
    expect(within(region()).queryByText('ZIP code is required')).toBeNull();
  });

  it('says so when adding, updating or deleting fails', async () => {
    const { lastToast } = await openLocations(
      locationRoutes({
        'POST /api/location': problem(409, 'You already have a service location.'),
      }),
    );
    fireEvent.click(await within(region()).findByRole('button', { name: 'Add Location' }));
    await chooseCommunity('Kotzebue');
    fireEvent.click(within(region()).getByRole('button', { name: 'Add Location' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add location',
        variant: 'destructive',
      }),
    );
    expect(within(region()).getByRole('form', { name: 'Service location' })).toBeTruthy();
    cleanup();
    // Another technician's device: the refused location's draft is not there to reopen the form.
    localStorage.clear();

    const stored = {
      body: { location: { city: 'Nome', state: 'Alaska', zipCode: '99762' } },
    };
    const second = await openLocations(
      technicianRoutes({
        'GET /api/location': stored,
        'PATCH /api/location': problem(500, 'Internal Server Error'),
        'DELETE /api/location': problem(502, 'Bad Gateway'),
      }),
    );
    fireEvent.click(await within(region()).findByRole('button', { name: 'Edit' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Update Location' }));
    await waitFor(() =>
      expect(second.lastToast()).toMatchObject({ description: 'Failed to update location' }),
    );
    fireEvent.click(within(region()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(second.lastToast()).toMatchObject({ description: 'Failed to delete location' }),
    );
  });

  it("says 'Failed to load your location' when it cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lastToast } = await openLocations(
      technicianRoutes({ 'GET /api/location': problem(502, 'Bad Gateway') }),
    );

    expect((await within(region()).findByRole('alert')).textContent).toBe(
      'Failed to load your location',
    );
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to load your location',
      variant: 'destructive',
    });
    expect(within(region()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
