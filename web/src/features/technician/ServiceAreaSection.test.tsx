import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TechnicianCoverage, UnavailablePeriod } from '../../api/bffTypes';
import { problem, type FakeRoute, type RecordedRequest } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
import { expectErrorToast } from '../../testing/toasts';
import { technicianAuth, technicianRoutes } from './technicianFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const arctic = { region: 'northwest-arctic', hub: 'Kotzebue' };

/** A technician in Kotzebue whose travel answer named Kiana, not saved yet. */
function suggestedCoverage(overrides: Partial<TechnicianCoverage> = {}): TechnicianCoverage {
  return {
    home: { community: 'Kotzebue', ...arctic },
    reach: [{ community: 'Kiana', ...arctic, travelMode: 'boat', days: 1 }],
    saved: false,
    ...overrides,
  };
}

/** A bff that keeps the coverage and the periods as the technician service would. */
function coverageRoutes(
  coverage = suggestedCoverage(),
  overrides: Record<string, FakeRoute> = {},
): Record<string, FakeRoute> {
  let stored = coverage;
  let periods: UnavailablePeriod[] = [];
  return technicianRoutes({
    'GET /api/technicians/coverage': () => ({ body: stored }),
    'PUT /api/technicians/coverage': (request: RecordedRequest) => {
      const { reach } = request.body as { reach: TechnicianCoverage['reach'] };
      stored = { ...stored, reach: reach.map((entry) => ({ ...entry, ...arctic })), saved: true };
      return { body: stored };
    },
    'GET /api/technicians/unavailability': () => ({ body: { periods } }),
    'POST /api/technicians/unavailability': (request: RecordedRequest) => {
      const period = { id: `period-${periods.length + 1}`, ...(request.body as object) };
      periods = [...periods, period as UnavailablePeriod];
      return { status: 201, body: period };
    },
    'DELETE /api/technicians/unavailability/period-1': () => {
      periods = periods.filter((period) => period.id !== 'period-1');
      return { status: 204 };
    },
    ...overrides,
  });
}

async function openServiceArea(routes = coverageRoutes()) {
  const view = renderWithBff({ path: '/dashboard?tab=settings', auth: technicianAuth, routes });
  fireEvent.mouseDown(
    await screen.findByRole('tab', { name: 'Service Area' }, { timeout: 10_000 }),
  );
  await screen.findByRole('region', { name: 'Service Area' });
  return view;
}

const serviceArea = () => screen.getByRole('region', { name: 'Service Area' });
const periodsRegion = () => screen.getByRole('region', { name: 'Unavailable periods' });
const row = (index: number) =>
  within(serviceArea()).getByRole('group', { name: `Reachable community ${index}` });
const save = () =>
  fireEvent.click(within(serviceArea()).getByRole('button', { name: 'Save Service Area' }));

async function chooseCommunity(group: HTMLElement, name: string) {
  fireEvent.change(within(group).getByRole('combobox', { name: 'Community' }), {
    target: { value: name },
  });
  fireEvent.click(await within(group).findByRole('option', { name }));
}

describe('Profile Settings: service area', { timeout: 30_000 }, () => {
  it('sits beside Profile and Locations and shows home with its region and hub', async () => {
    await openServiceArea();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile settings' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Locations', 'Service Area']);
    const home = await within(serviceArea()).findByLabelText('Your home community');
    expect(
      within(home)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Kotzebue', 'Northwest Arctic Borough', 'Kotzebue']);
    expect(screen.getByRole('region', { name: 'Unavailable periods' })).toBeTruthy();
  });

  it('says the list came from the travel answer, then saves the whole edited list', async () => {
    const { bff, lastToast } = await openServiceArea();
    expect(await within(serviceArea()).findByText(/suggested these communities/)).toBeTruthy();
    expect(
      (within(row(1)).getByRole('combobox', { name: 'Community' }) as HTMLInputElement).value,
    ).toBe('Kiana');
    expect(within(row(1)).getByText('Northwest Arctic Borough · hub Kotzebue')).toBeTruthy();

    fireEvent.click(within(serviceArea()).getByRole('button', { name: 'Add Community' }));
    await chooseCommunity(row(2), 'Noorvik');
    fireEvent.change(within(row(2)).getByRole('combobox', { name: 'Travel mode' }), {
      target: { value: 'snowmachine' },
    });
    fireEvent.change(within(row(2)).getByRole('spinbutton', { name: 'Days to arrive' }), {
      target: { value: '2' },
    });
    save();

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Your service area has been updated.',
      }),
    );
    expect(bff.callsTo('PUT', '/api/technicians/coverage')[0]?.body).toEqual({
      reach: [
        { community: 'Kiana', travelMode: 'boat', days: 1 },
        { community: 'Noorvik', travelMode: 'snowmachine', days: 2 },
      ],
    });
    expect(within(serviceArea()).queryByText(/suggested these communities/)).toBeNull();
  });

  it('removes a community and saves the rest', async () => {
    const { bff } = await openServiceArea();
    fireEvent.click(await within(serviceArea()).findByRole('button', { name: 'Remove Kiana' }));
    expect(
      within(serviceArea()).getByText("You haven't added any communities you can reach yet."),
    ).toBeTruthy();
    save();
    await waitFor(() =>
      expect(bff.callsTo('PUT', '/api/technicians/coverage')[0]?.body).toEqual({ reach: [] }),
    );
  });

  it('checks each row before sending and puts the server’s field errors by their fields', async () => {
    const routes = coverageRoutes(suggestedCoverage(), {
      'PUT /api/technicians/coverage': problem(400, 'Invalid coverage', [
        { field: 'reach.0.community', message: 'Please choose a community from the list' },
      ]),
    });
    const { bff, lastToast } = await openServiceArea(routes);
    const days = await within(serviceArea()).findByRole('spinbutton', { name: 'Days to arrive' });
    fireEvent.change(days, { target: { value: '45' } });
    save();
    expect(
      await within(row(1)).findByText('Days to arrive must be a whole number from 0 to 30'),
    ).toBeTruthy();
    expect(bff.callsTo('PUT', '/api/technicians/coverage')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '3' } });
    save();
    expect(await within(row(1)).findByText('Please choose a community from the list')).toBeTruthy();
    expect(
      within(row(1)).getByRole('combobox', { name: 'Community' }).getAttribute('aria-invalid'),
    ).toBe('true');
    await expectErrorToast(lastToast, 'Invalid coverage');
  });

  it('asks for a service location first when there is no home community', async () => {
    await openServiceArea(coverageRoutes(suggestedCoverage({ home: null, reach: [] })));
    expect(
      await within(serviceArea()).findByText(
        'Add a service location on the Locations tab first: it becomes your home community.',
      ),
    ).toBeTruthy();
    expect(
      within(serviceArea()).getByText("You haven't added any communities you can reach yet."),
    ).toBeTruthy();
    expect(within(serviceArea()).queryByText(/suggested these communities/)).toBeNull();
  });

  it('says so when the service area cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lastToast } = await openServiceArea(
      coverageRoutes(suggestedCoverage(), {
        'GET /api/technicians/coverage': problem(502, 'Bad Gateway'),
      }),
    );
    expect((await within(serviceArea()).findByRole('alert')).textContent).toBe(
      'Failed to load your service area',
    );
    await expectErrorToast(lastToast, 'Failed to load your service area');
  });
});

/** Picks a day of next month in the calendar named `label`; answers its YYYY-MM-DD. */
async function pickDay(label: string, day: number): Promise<string> {
  const calendar = within(periodsRegion()).getByRole('group', { name: label });
  fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() + 1, day);
  const name = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  await act(async () => {
    fireEvent.click(within(calendar).getByRole('button', { name }));
  });
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(day).padStart(2, '0')}`;
}

describe('Profile Settings: unavailable periods', { timeout: 60_000 }, () => {
  const addButton = () => within(periodsRegion()).getByRole('button', { name: 'Add Period' });

  it('checks dates and reason before anything is sent', async () => {
    const { bff } = await openServiceArea();
    expect(
      await within(periodsRegion()).findByText("You haven't added any unavailable periods."),
    ).toBeTruthy();

    fireEvent.click(addButton());
    expect(await within(periodsRegion()).findAllByText('Please enter a valid date')).toHaveLength(
      2,
    );
    expect(within(periodsRegion()).getByText('Please choose a reason')).toBeTruthy();

    await pickDay('From', 20);
    await pickDay('To', 10);
    fireEvent.change(within(periodsRegion()).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'travel' },
    });
    fireEvent.click(addButton());
    expect(
      await within(periodsRegion()).findByText('The end date cannot be before the start date'),
    ).toBeTruthy();
    expect(bff.callsTo('POST', '/api/technicians/unavailability')).toHaveLength(0);
  });

  it('adds a period, lists it with its reason and note, and removes it', async () => {
    const { bff, lastToast } = await openServiceArea();
    await within(periodsRegion()).findByText("You haven't added any unavailable periods.");
    const from = await pickDay('From', 10);
    const to = await pickDay('To', 20);
    fireEvent.change(within(periodsRegion()).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'fish_camp' },
    });
    fireEvent.change(within(periodsRegion()).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Upriver at the family camp' },
    });
    fireEvent.click(addButton());

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Unavailable period added.',
      }),
    );
    expect(bff.callsTo('POST', '/api/technicians/unavailability')[0]?.body).toEqual({
      from,
      to,
      reason: 'fish_camp',
      note: 'Upriver at the family camp',
    });
    const list = await within(periodsRegion()).findByRole('list', {
      name: 'Your unavailable periods',
    });
    expect(within(list).getByText('Fish camp')).toBeTruthy();
    expect(within(list).getByText('Upriver at the family camp')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /^Remove / }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Unavailable period removed.' }),
    );
    expect(bff.callsTo('DELETE', '/api/technicians/unavailability/period-1')).toHaveLength(1);
    expect(
      await within(periodsRegion()).findByText("You haven't added any unavailable periods."),
    ).toBeTruthy();
  });

  it("shows the server's message when adding fails", async () => {
    const { lastToast } = await openServiceArea(
      coverageRoutes(suggestedCoverage(), {
        'POST /api/technicians/unavailability': problem(400, 'Invalid period', [
          { field: 'to', message: 'The end date cannot be before the start date' },
        ]),
      }),
    );
    await within(periodsRegion()).findByText("You haven't added any unavailable periods.");
    await pickDay('From', 10);
    await pickDay('To', 12);
    fireEvent.change(within(periodsRegion()).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'hunting' },
    });
    fireEvent.click(addButton());

    await expectErrorToast(lastToast, 'Invalid period');
    expect(
      within(periodsRegion()).getByText('The end date cannot be before the start date'),
    ).toBeTruthy();
  });
});
