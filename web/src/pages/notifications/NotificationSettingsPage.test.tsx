import { EMAILED_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '@rha/contracts/reference';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithBff } from '../../testing/renderWithBff';
import { adminAuth, adminRoutes } from '../../features/admin/adminFixtures';

afterEach(cleanup);

it('offers an e-mail switch for the kinds e-mailed to the person, not for the admins’ in-app notices', async () => {
  renderWithBff({
    path: '/notification-settings',
    auth: adminAuth,
    routes: adminRoutes({
      'GET /api/notification-settings': {
        body: { email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) },
      },
    }),
  });
  await screen.findByRole('switch', { name: 'E-mail: Job offer received' }, { timeout: 10_000 });
  expect(screen.getAllByRole('switch')).toHaveLength(EMAILED_NOTIFICATION_KINDS.length);
  expect(screen.queryByRole('switch', { name: 'E-mail: Applicant waiting on vetting' })).toBeNull();
  expect(
    screen.queryByRole('switch', { name: 'E-mail: Request smart dispatch could not place' }),
  ).toBeNull();
});
