import {
  ONBOARDING_STEPS,
  REQUIRED_TECHNICAL_TOOL,
  type OnboardingStep,
} from '@rha/contracts/reference';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { problem, type RecordedRequest } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { renderWithBff } from '../../testing/renderWithBff';
import { metadataAt, technicianRoutes, technicianUser } from './onboardingFixtures';

const technician = fakeAuth({ status: 'authenticated', roles: ['technician'] });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

type Fake = ReturnType<typeof technicianRoutes>;

async function openOnboarding(fake: Fake = technicianRoutes()) {
  const view = renderWithBff({ path: '/onboarding', auth: technician, routes: fake.routes });
  await screen.findByText(/^Step \d+ of 21$/, undefined, { timeout: 10_000 });
  return view;
}

async function openAt(step: OnboardingStep, answers: Partial<TechnicianMetadata> = {}) {
  const fake = technicianRoutes({ metadata: metadataAt(step, answers) });
  return { ...(await openOnboarding(fake)), fake };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const isChecked = (name: string) => checkbox(name).getAttribute('aria-checked') === 'true';
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const saves = (view: { bff: { callsTo(method: string, path: string): RecordedRequest[] } }) =>
  view.bff.callsTo('POST', '/api/technicians/metadata').map((request) => request.body);

function addTags(text: string) {
  const input = screen.getByRole('textbox', { name: 'Add your own' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

describe('Technician onboarding', { timeout: 30_000 }, () => {
  it('starts at the age step with the counter, no progress and Back disabled', async () => {
    await openOnboarding();

    expect(screen.getByText('Step 1 of 21')).toBeTruthy();
    expect(await heading('Age Verification')).toBeTruthy();
    expect(progress()).toBe('0');
    expect(button('Back').disabled).toBe(true);
    expect(button('Continue').disabled).toBe(false);
  });

  it("saves exactly the step's fields with the owner, then moves on with 'Progress saved'", async () => {
    const view = await openOnboarding();

    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));
    fireEvent.click(button('Continue'));

    expect(await heading('IT Skills')).toBeTruthy();
    expect(saves(view)).toEqual([{ userId: 'technician-subject', ageVerified: true }]);
    expect(view.lastToast()).toMatchObject({
      title: 'Progress saved',
      description: 'Your responses have been saved',
    });
    expect(screen.getByText('Step 2 of 21')).toBeTruthy();
    expect(progress()).toBe('5');
    expect(button('Back').disabled).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'IT Skills' }),
      ),
    );
  });

  it('goes back one step keeping the answers', async () => {
    await openAt('handyman', { it: ['Soldering'] });
    expect(screen.getByText('Step 3 of 21')).toBeTruthy();
    expect(progress()).toBe('10');

    fireEvent.click(button('Back'));

    expect(await heading('IT Skills')).toBeTruthy();
    expect(screen.getByText('Step 2 of 21')).toBeTruthy();
    expect(progress()).toBe('5');
    expect(isChecked('Soldering')).toBe(true);
  });

  it('checks the step before saving: its message once, under the field, and nothing sent', async () => {
    const view = await openOnboarding();
    const ageMessage = 'You must confirm that you are at least 18 years old';

    fireEvent.click(button('Continue'));

    const age = checkbox('I confirm that I am at least 18 years old');
    await waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(ageMessage)).toHaveLength(1);
    expect(document.activeElement).toBe(age);
    expect(saves(view)).toHaveLength(0);
    expect(view.lastToast()).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your answers are still here and kept on this device.')).toBeNull();

    fireEvent.click(age);
    expect(screen.queryByText(ageMessage)).toBeNull();
    fireEvent.click(button('Continue'));
    expect(await heading('IT Skills')).toBeTruthy();
  });

  it('requires the smartphone with a working camera on the technology step', async () => {
    const { fake } = await openAt('toolsTech');

    fireEvent.click(checkbox('Laptop'));
    fireEvent.click(button('Continue'));

    expect(await screen.findByText('A smartphone with a working camera is required')).toBeTruthy();
    expect(fake.state.metadata.toolsTech).toEqual([]);
    fireEvent.click(checkbox(REQUIRED_TECHNICAL_TOOL));
    fireEvent.click(button('Continue'));
    expect(await heading('Hand Tools')).toBeTruthy();
  });

  it('requires at least two references', async () => {
    await openAt('references');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Mary Sheldon' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '9075550123' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Relationship' }), {
      target: { value: 'Supervisor' },
    });

    fireEvent.click(button('Continue'));

    expect(await screen.findByText('Please add at least two references')).toBeTruthy();
    expect(screen.getByText('Step 19 of 21')).toBeTruthy();
    expect(screen.getByText('Mary Sheldon')).toBeTruthy();
  });

  it("shows the server's refusal of the age step under the checkbox only, without Retry", async () => {
    const fake = technicianRoutes();
    const ageMessage = 'You must confirm that you are at least 18 years old';
    fake.routes['POST /api/technicians/metadata'] = problem(
      400,
      'The request has invalid fields.',
      [{ field: 'ageVerified', message: ageMessage }],
    );
    const view = await openOnboarding(fake);
    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));

    fireEvent.click(button('Continue'));

    await waitFor(() =>
      expect(view.lastToast()).toMatchObject({
        title: 'Failed to save',
        description: ageMessage,
        variant: 'destructive',
      }),
    );
    const age = checkbox('I confirm that I am at least 18 years old');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (age.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(ageMessage);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Step 1 of 21')).toBeTruthy();
  });

  it("uses the server's message, or 'Unknown error occurred' when the link is down", async () => {
    const fake = technicianRoutes();
    fake.routes['POST /api/technicians/metadata'] = problem(500, 'Database unavailable');
    const view = await openOnboarding(fake);
    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));

    fireEvent.click(button('Continue'));
    await waitFor(() =>
      expect(view.lastToast()).toMatchObject({
        title: 'Failed to save',
        description: 'Database unavailable',
      }),
    );

    fake.routes['POST /api/technicians/metadata'] = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(button('Retry'));
    await waitFor(() =>
      expect(view.lastToast()).toMatchObject({
        title: 'Failed to save',
        description: 'Unknown error occurred',
      }),
    );
  });

  it('keeps the answers after a failed Continue and saves once on Retry', async () => {
    const fake = technicianRoutes({ metadata: metadataAt('it') });
    let online = false;
    fake.routes['POST /api/technicians/metadata'] = (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return fake.store(request);
    };
    const view = await openOnboarding(fake);
    fireEvent.click(checkbox('Soldering'));
    addTags('Starlink setup');

    fireEvent.click(button('Continue'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to save')).toBeTruthy();
    expect(screen.getByText('Step 2 of 21')).toBeTruthy();
    expect(isChecked('Soldering')).toBe(true);
    expect(screen.getByText('Starlink setup')).toBeTruthy();

    online = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await heading('Handyman Skills')).toBeTruthy();
    expect(fake.state.metadata.it).toEqual(['Soldering', 'Starlink setup']);
    expect(saves(view)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sends a step once however often Continue is pressed while it is saving', async () => {
    const fake = technicianRoutes();
    let release: () => void = () => {};
    fake.routes['POST /api/technicians/metadata'] = (request) =>
      new Promise((resolve) => {
        release = () => resolve(fake.store(request));
      });
    const view = await openOnboarding(fake);
    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));

    fireEvent.click(button('Continue'));
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(saves(view)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    release();

    expect(await heading('IT Skills')).toBeTruthy();
    expect(saves(view)).toHaveLength(1);
  });

  it("says 'User ID not available' and sends nothing without the technician's id", async () => {
    const fake = technicianRoutes({ user: null });
    const view = await openOnboarding(fake);
    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));

    fireEvent.click(button('Continue'));

    await waitFor(() =>
      expect(view.lastToast()).toMatchObject({
        title: 'Failed to save',
        description: 'User ID not available',
      }),
    );
    expect(saves(view)).toHaveLength(0);
  });

  it('adds custom tags split on commas, trimmed, without blanks or duplicates', async () => {
    const { fake } = await openAt('it');

    addTags(' Starlink setup, , Drone mapping ,Starlink setup,');
    addTags('Drone mapping, Soldering');

    const tags = within(screen.getByRole('list', { name: 'Add your own' }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Starlink setup'),
      expect.stringContaining('Drone mapping'),
    ]);
    expect(isChecked('Soldering')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Drone mapping' }));
    expect(screen.queryByText('Drone mapping')).toBeNull();

    fireEvent.click(button('Continue'));
    expect(await heading('Handyman Skills')).toBeTruthy();
    expect(fake.state.metadata.it).toEqual(['Soldering', 'Starlink setup']);
  });

  it('asks for fish camp details only after a Yes', async () => {
    const view = await openAt('fishCamp');
    const details = 'When and for how long are you usually away?';
    const question = 'Do you go to fish camp or take other extended stays away from home?';
    expect(screen.queryByLabelText(details)).toBeNull();

    answer(question, 'Yes');
    fireEvent.change(screen.getByLabelText(details), {
      target: { value: 'June and July at Sisualik' },
    });
    fireEvent.click(button('Continue'));

    expect(await heading('Travel Capability')).toBeTruthy();
    expect(saves(view)).toEqual([
      {
        userId: 'technician-subject',
        hasFishCamp: true,
        fishCampResp: 'June and July at Sisualik',
      },
    ]);

    fireEvent.click(button('Back'));
    await heading('Extended Stays / Fish Camp');
    answer(question, 'No');
    expect(screen.queryByLabelText(details)).toBeNull();
    fireEvent.click(button('Continue'));

    await heading('Travel Capability');
    expect(saves(view).at(-1)).toEqual({
      userId: 'technician-subject',
      hasFishCamp: false,
      fishCampResp: '',
    });
  });

  it('formats reference phones, adds complete references and keeps the last one', async () => {
    const { fake } = await openAt('references');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    const relationship = screen.getByRole('textbox', { name: 'Relationship' });
    for (const field of [name, phone, relationship]) {
      expect(field.getAttribute('aria-required')).toBe('true');
    }

    fireEvent.change(phone, { target: { value: '907-555 01a23 4567' } });
    expect((phone as HTMLInputElement).value).toBe('(907) 555-0123');
    expect(button('Add Reference').disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.change(name, { target: { value: 'Mary Sheldon' } });
    expect(button('Add Reference').disabled).toBe(true);

    fireEvent.change(phone, { target: { value: '907555012' } });
    fireEvent.change(relationship, { target: { value: 'Former supervisor' } });
    expect(button('Add Reference').disabled, 'nine digits are not a phone').toBe(true);
    fireEvent.change(phone, { target: { value: '9075550123' } });
    fireEvent.click(button('Add Reference'));
    expect((name as HTMLInputElement).value).toBe('');
    expect(button('Remove Mary Sheldon').disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Joe Ballot' } });
    fireEvent.change(phone, { target: { value: '9075550199' } });
    expect(button('Add Reference').disabled, 'a relationship is needed').toBe(true);
    fireEvent.change(relationship, { target: { value: 'Neighbour' } });
    fireEvent.click(button('Add Reference'));
    expect(button('Remove Mary Sheldon').disabled).toBe(false);

    fireEvent.click(button('Remove Mary Sheldon'));
    expect(screen.queryByText('Mary Sheldon')).toBeNull();
    expect(button('Remove Joe Ballot').disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Ruth Sampson' } });
    fireEvent.change(phone, { target: { value: '9075550144' } });
    fireEvent.change(relationship, { target: { value: 'Teacher' } });
    fireEvent.click(button('Continue'));

    expect(await heading('Community')).toBeTruthy();
    expect(fake.state.metadata.references).toEqual([
      {
        id: expect.any(String),
        name: 'Joe Ballot',
        phoneNumber: '(907) 555-0199',
        relationship: 'Neighbour',
      },
      {
        id: expect.any(String),
        name: 'Ruth Sampson',
        phoneNumber: '(907) 555-0144',
        relationship: 'Teacher',
      },
    ]);
  });

  it('holds Complete Registration until the privacy policy is accepted, then goes to the dashboard', async () => {
    const view = await openAt('finalReview', { it: ['Soldering'] });

    expect(screen.getByText('Step 21 of 21')).toBeTruthy();
    expect(progress()).toBe('100');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(button('Complete Registration').disabled).toBe(true);
    expect(screen.getByText('You must accept the privacy policy to continue')).toBeTruthy();
    const details = within(screen.getByLabelText('Your details'));
    expect(details.getByText(technicianUser.fullName)).toBeTruthy();
    expect(details.getByText(technicianUser.email)).toBeTruthy();
    expect(details.getByText('Kotzebue')).toBeTruthy();
    expect(details.getByText('99752')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Read the Privacy Policy/ });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    fireEvent.click(checkbox('I have read and accept the privacy policy'));
    expect(screen.queryByText('You must accept the privacy policy to continue')).toBeNull();
    fireEvent.click(button('Complete Registration'));

    await waitFor(() => expect(view.pathname()).toBe('/dashboard'));
    expect(saves(view)).toEqual([{ userId: 'technician-subject', policyAccepted: true }]);
    expect(view.bff.requests.some((request) => request.path.includes('Email'))).toBe(false);
  });

  it('resumes at the first unfinished step with the saved answers', async () => {
    await openAt('training', { hasTravel: true, travelResponse: 'Noatak and Kivalina' });

    expect(screen.getByText('Step 10 of 21')).toBeTruthy();
    expect(await heading('Training')).toBeTruthy();

    fireEvent.click(button('Back'));

    await heading('Travel Capability');
    expect(
      (screen.getByLabelText('Which villages or areas can you travel to?') as HTMLTextAreaElement)
        .value,
    ).toBe('Noatak and Kivalina');
  });

  it('restores answers typed but not saved when the page opens again', async () => {
    const fake = technicianRoutes({ metadata: metadataAt('it') });
    const first = await openOnboarding(fake);
    fireEvent.click(checkbox('Soldering'));
    addTags('Starlink setup');
    first.unmount();

    await openOnboarding(fake);

    expect(await heading('IT Skills')).toBeTruthy();
    expect(isChecked('Soldering')).toBe(true);
    expect(screen.getByText('Starlink setup')).toBeTruthy();
  });

  it('forgets the draft of a step once it is saved', async () => {
    const fake = technicianRoutes({ metadata: metadataAt('it') });
    const first = await openOnboarding(fake);
    fireEvent.click(checkbox('Soldering'));
    fireEvent.click(button('Continue'));
    await heading('Handyman Skills');
    first.unmount();

    fake.state.metadata = metadataAt('handyman');
    await openOnboarding(fake);
    fireEvent.click(button('Back'));

    await heading('IT Skills');
    expect(isChecked('Soldering')).toBe(false);
  });

  it('tells a technician who already finished instead of starting over', async () => {
    renderWithBff({
      path: '/onboarding',
      auth: technician,
      routes: technicianRoutes({ metadata: metadataAt('finalReview', {}, true) }).routes,
    });

    expect(
      await screen.findByRole('heading', { name: 'Registration complete' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByText(/^Step \d+ of 21$/)).toBeNull();
  });

  it('offers to try again when the answers cannot be loaded', async () => {
    const fake = technicianRoutes();
    fake.routes['GET /api/technicians/metadata'] = problem(500, 'Database unavailable');
    renderWithBff({ path: '/onboarding', auth: technician, routes: fake.routes });

    expect(
      await screen.findByText('Failed to fetch technician data', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    fake.routes['GET /api/technicians/metadata'] = { body: metadataAt('ageVerification') };
    fireEvent.click(button('Try again'));
    expect(await heading('Age Verification')).toBeTruthy();
  });

  it('walks all 21 steps in order', async () => {
    const references = ['0101', '0102'].map((line) => ({
      id: `ref-${line}`,
      name: `Reference ${line}`,
      phoneNumber: `(907) 555-${line}`,
      relationship: 'Supervisor',
    }));
    await openOnboarding(
      technicianRoutes({
        metadata: metadataAt('ageVerification', {
          toolsTech: [REQUIRED_TECHNICAL_TOOL],
          references,
        }),
      }),
    );
    fireEvent.click(checkbox('I confirm that I am at least 18 years old'));
    for (const [position] of ONBOARDING_STEPS.slice(0, -1).entries()) {
      expect(screen.getByText(`Step ${position + 1} of 21`)).toBeTruthy();
      fireEvent.click(button('Continue'));
      await screen.findByText(`Step ${position + 2} of 21`);
    }
    expect(button('Complete Registration')).toBeTruthy();
  });
});
