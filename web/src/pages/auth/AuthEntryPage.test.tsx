import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../auth/authStorage';
import { companyRoutes } from '../../testing/companyFixtures';
import { problem, type FakeRoute } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const DRAFT_SECRET = 'k'.repeat(43);

const draftSaved: FakeRoute = ({ body }) => ({
  status: 201,
  body: {
    uuid: (body as { uuid: string }).uuid,
    secret: DRAFT_SECRET,
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
});

/** What this browser keeps after saving a draft: its uuid and the key identity gave it. */
function storeDraft(uuid: string): void {
  sessionStorage.setItem(storageKeys.signupUuid, uuid);
  sessionStorage.setItem(storageKeys.signupSecret, DRAFT_SECRET);
}

async function openSignup(path: string, routes: Record<string, FakeRoute> = {}, auth = fakeAuth()) {
  const view = renderWithBff({ path, auth, routes });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  return view;
}

async function signupForm() {
  return screen.findByRole('form', { name: 'Sign up' }, { timeout: 10_000 });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

async function choose(form: HTMLElement, label: string, option: string) {
  const input = within(form).getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: option.slice(0, 4) } });
  fireEvent.click(await within(form).findByRole('option', { name: option }));
}

describe('auth entry screens', { timeout: 30_000 }, () => {
  it.each([
    ['/auth', 'Welcome! Please continue.'],
    ['/auth/company', 'Welcome! Please request a quote or custom services.'],
    ['/auth/technician', 'Welcome! Please sign in or sign up to access your account.'],
    ['/auth/services', 'Welcome! Please request services.'],
  ])('%s greets with its prompt and the side panel', async (path, prompt) => {
    renderWithBff({ path, routes: {} });
    expect(await screen.findByText(prompt)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Local Tech Support in Alaska' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('starts the login at once on Sign In', async () => {
    const auth = fakeAuth();
    renderWithBff({ path: '/auth/company', auth, routes: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(auth.login).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while the session loads', async () => {
    renderWithBff({ path: '/auth', auth: fakeAuth({ status: 'loading' }), routes: {} });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});

describe('sign-up form', { timeout: 30_000 }, () => {
  it('keeps Sign Up disabled on /auth until Technician or Company is chosen', async () => {
    await openSignup('/auth');
    const form = await signupForm();
    expect(within(form).getByRole('button', { name: 'Sign Up' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Technician' }));

    const technicianForm = await signupForm();
    expect(within(technicianForm).getByRole('combobox', { name: 'Home Community' })).toBeTruthy();
    expect(
      within(technicianForm).getByRole('button', { name: 'Sign Up' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it("alerts 'Please fill in all the required company fields.' and marks the fields, sending nothing", async () => {
    const { bff } = await openSignup('/auth/company');
    const form = await signupForm();

    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please fill in all the required company fields.');
    expect(within(form).getByText('Company name is required')).toBeTruthy();
    expect(within(form).getByText('Street address is required')).toBeTruthy();
    expect(within(form).getByText('ZIP code is required')).toBeTruthy();
    expect(bff.requests).toHaveLength(0);
  });

  it("alerts 'Please fill in all the required technician fields.' on /auth/technician", async () => {
    await openSignup('/auth/technician');
    const form = await signupForm();
    fill(form, 'Full Name', 'Tanya Nome');

    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in all the required technician fields.',
    );
    expect(within(form).getByText('Home Community is required')).toBeTruthy();
    expect(within(form).getByText('Phone number is required')).toBeTruthy();
  });

  it('saves the technician draft under a stored uuid, then opens registration with the e-mail and name', async () => {
    const auth = fakeAuth();
    const { bff } = await openSignup('/auth/technician', { 'POST /api/tmpUser': draftSaved }, auth);
    const form = await signupForm();
    fill(form, 'Full Name', 'Tanya Nome');
    fill(form, 'Email', 'tanya@example.com');
    await choose(form, 'Home Community', 'Bethel');
    expect((within(form).getByLabelText('ZIP Code') as HTMLInputElement).value).toBe('99559');
    expect((within(form).getByLabelText('State') as HTMLInputElement).value).toBe('Alaska');
    fill(form, 'Phone Number', '9075550123');
    fireEvent.click(within(form).getByRole('checkbox'));

    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(auth.register).toHaveBeenCalledTimes(1));
    const [draft] = bff.callsTo('POST', '/api/tmpUser');
    const uuid = sessionStorage.getItem(storageKeys.signupUuid);
    expect(sessionStorage.getItem(storageKeys.signupSecret)).toBe(DRAFT_SECRET);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(draft?.body).toEqual({
      uuid,
      userType: 'technician',
      info: {
        name: 'Tanya Nome',
        email: 'tanya@example.com',
        city: 'Bethel',
        state: 'Alaska',
        zipCode: '99559',
        phone: '9075550123',
        smsConsent: true,
      },
    });
    expect(auth.register).toHaveBeenCalledWith({
      redirectPath: '/auth/technician',
      loginHint: 'tanya@example.com',
      name: 'Tanya Nome',
    });
  });

  it('shows the refused draft’s alert and field errors, keeping what was typed', async () => {
    const auth = fakeAuth();
    await openSignup(
      '/auth/services',
      {
        'POST /api/tmpUser': problem(400, 'Please fill in all the required company fields.', [
          { field: 'info.zipCode', message: 'ZIP code must be 5 digits' },
        ]),
      },
      auth,
    );
    const form = await signupForm();
    fill(form, 'Contact Name', 'Sam Kuskokwim');
    fill(form, 'Company Name', 'Kuskokwim Clinic');
    fill(form, 'Street Address', '100 Main St');
    fill(form, 'City', 'Bethel');
    await choose(form, 'State', 'Alaska');
    fill(form, 'ZIP Code', '99559');
    fill(form, 'Phone Number', '9075550100');

    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in all the required company fields.',
    );
    expect(within(form).getByText('ZIP code must be 5 digits')).toBeTruthy();
    expect((within(form).getByLabelText('Company Name') as HTMLInputElement).value).toBe(
      'Kuskokwim Clinic',
    );
    expect(auth.register).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.signupUuid)).toBeNull();
  });

  it('brings back what was typed after a reload', async () => {
    sessionStorage.setItem(
      storageKeys.signupForm,
      JSON.stringify({ userType: 'company', values: { companyName: 'Kuskokwim Clinic', city: 7 } }),
    );
    renderWithBff({ path: '/auth/company', routes: {} });

    const form = await signupForm();
    expect((within(form).getByLabelText('Company Name') as HTMLInputElement).value).toBe(
      'Kuskokwim Clinic',
    );
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('');
  });
});

describe('sign-up completion', { timeout: 30_000 }, () => {
  const signedUpUuid = '8f14e45f-ceea-4e67-a1a4-6f2f3b1c2d3e';
  const newAccount = () => fakeAuth({ status: 'authenticated' });

  it("reads 'Signing up...', applies the draft, refreshes the token and goes on", async () => {
    storeDraft(signedUpUuid);
    sessionStorage.setItem(storageKeys.signupForm, '{"userType":"company","values":{}}');
    let finish: (answer: { body: unknown }) => void = () => {};
    const auth = newAccount();
    const { bff, probe } = renderWithBff({
      path: '/auth/company',
      auth,
      routes: companyRoutes({
        'POST /api/signup/complete': () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      }),
    });

    expect(await screen.findByText('Signing up...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bff.callsTo('POST', '/api/signup/complete')[0]?.body).toEqual({
      uuid: signedUpUuid,
      secret: DRAFT_SECRET,
    });
    finish({ body: { userType: 'company', destination: '/dashboard' } });

    await waitFor(() => expect(probe.location?.pathname).toBe('/dashboard'));
    expect(auth.refreshToken).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(storageKeys.signupUuid)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.signupSecret)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.signupForm)).toBeNull();
    expect(probe.location?.state).toEqual({ userType: 'company', accountEmail: undefined });
  });

  it('tells a technician on arrival which address the account uses', async () => {
    storeDraft(signedUpUuid);
    const { probe } = renderWithBff({
      path: '/auth/technician',
      // As after the token refresh: the role the completion assigned lets /onboarding open.
      auth: fakeAuth({ status: 'authenticated', roles: ['technician'] }),
      routes: {
        'POST /api/signup/complete': () => ({
          body: {
            userType: 'technician',
            destination: '/onboarding',
            accountEmail: 'peter@provider.example',
          },
        }),
      },
    });

    await waitFor(() => expect(probe.location?.pathname).toBe('/onboarding'));
    expect(
      await screen.findByText('Your account uses peter@provider.example.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('says why a completion failed, keeps the typed form and retries on Retry', async () => {
    storeDraft(signedUpUuid);
    sessionStorage.setItem(
      storageKeys.signupForm,
      JSON.stringify({ userType: 'company', values: { companyName: 'Kuskokwim Clinic' } }),
    );
    let attempts = 0;
    const { bff, probe } = renderWithBff({
      path: '/auth/company',
      auth: newAccount(),
      routes: companyRoutes({
        'POST /api/signup/complete': () => {
          attempts += 1;
          return attempts === 1
            ? problem(502, 'The company service is unreachable.')
            : { body: { userType: 'company', destination: '/dashboard' } };
        },
      }),
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('We could not finish your sign-up.');
    expect(alert.textContent).toContain('The company service is unreachable.');
    const form = await signupForm();
    expect((within(form).getByLabelText('Company Name') as HTMLInputElement).value).toBe(
      'Kuskokwim Clinic',
    );

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(probe.location?.pathname).toBe('/dashboard'));
    expect(bff.callsTo('POST', '/api/signup/complete')).toHaveLength(2);
  });

  it('completes a corrected form at once, without a second registration, after a refused draft', async () => {
    storeDraft(signedUpUuid);
    sessionStorage.setItem(
      storageKeys.signupForm,
      JSON.stringify({
        userType: 'company',
        values: {
          name: 'Sam Kuskokwim',
          companyName: 'Kuskokwim Clinic',
          address: '100 Main St',
          city: 'Bethel',
          state: 'Alaska',
          zipCode: '10001',
          phone: '9075550100',
        },
      }),
    );
    const auth = newAccount();
    const { bff, probe } = renderWithBff({
      path: '/auth/company',
      auth,
      routes: companyRoutes({
        'POST /api/tmpUser': draftSaved,
        'POST /api/signup/complete': ({ body }) =>
          (body as { uuid: string }).uuid === signedUpUuid
            ? problem(400, 'Invalid request', [
                {
                  field: 'info.zipCode',
                  message: 'ZIP code does not belong to the selected state',
                },
              ])
            : { body: { userType: 'company', destination: '/dashboard' } },
      }),
    });
    const form = await signupForm();
    expect(
      await within(form).findByText('ZIP code does not belong to the selected state'),
    ).toBeTruthy();

    fill(form, 'ZIP Code', '99559');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(probe.location?.pathname).toBe('/dashboard'));
    const [, retried] = bff.callsTo('POST', '/api/signup/complete');
    const [draft] = bff.callsTo('POST', '/api/tmpUser');
    expect(bff.callsTo('POST', '/api/signup/complete')).toHaveLength(2);
    expect(retried?.body).toEqual({
      uuid: (draft?.body as { uuid: string }).uuid,
      secret: DRAFT_SECRET,
    });
    expect(auth.register).not.toHaveBeenCalled();
  });
});
