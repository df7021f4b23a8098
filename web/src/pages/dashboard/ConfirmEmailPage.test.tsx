import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, type FakeRoute } from '../../testing/fakeBff';
import { renderWithBff } from '../../testing/renderWithBff';
import { kotzebueTechnician, technicianAuth } from '../../features/technician/technicianFixtures';

afterEach(cleanup);

function openLink(path: string, answer: FakeRoute) {
  return renderWithBff({
    path,
    auth: technicianAuth,
    routes: {
      'GET /api/user': { body: { ...kotzebueTechnician, pendingEmail: 'ada@kotzebue.example' } },
      'POST /api/profile/email-confirmation': answer,
    },
  });
}

describe('the e-mail confirmation page', { timeout: 30_000 }, () => {
  it('sends the token once and says which address is now in force', async () => {
    const { bff } = openLink('/confirm-email?token=abc123', {
      body: { ...kotzebueTechnician, email: 'ada@kotzebue.example', pendingEmail: null },
    });

    const done = await screen.findByText('Your e-mail address is confirmed', undefined, {
      timeout: 10_000,
    });

    expect(done.closest('[role="status"]')?.textContent).toContain(
      'We now write to ada@kotzebue.example.',
    );
    expect(bff.callsTo('POST', '/api/profile/email-confirmation').map((r) => r.body)).toEqual([
      { token: 'abc123' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Profile Settings' }).getAttribute('href')).toBe(
      '/dashboard?tab=settings',
    );
  });

  it("tells an expired link apart with the server's message", async () => {
    const expired = problem(
      404,
      'This confirmation link has expired. Change your e-mail address again to get a new one.',
    );
    openLink('/confirm-email?token=old', expired);

    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });

    expect(alert.textContent).toContain('This link does not work');
    expect(alert.textContent).toContain('This confirmation link has expired.');
  });

  it('shows a link without a token as invalid and sends nothing', async () => {
    const { bff } = openLink('/confirm-email', { status: 500 });

    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });

    expect(alert.textContent).toContain('This confirmation link is not valid.');
    expect(bff.callsTo('POST', '/api/profile/email-confirmation')).toHaveLength(0);
  });

  it('shows that it is confirming while the answer is on its way', async () => {
    openLink('/confirm-email?token=slow', () => new Promise(() => {}));

    expect(
      await screen.findByRole(
        'status',
        { name: 'Confirming your e-mail address' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
