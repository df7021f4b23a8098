import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBff } from '../../testing/renderWithBff';
import { answeredMetadata, technicianAuth, technicianRoutes } from './technicianFixtures';

afterEach(cleanup);

async function statusCard(metadata = answeredMetadata()) {
  renderWithBff({
    path: '/dashboard',
    auth: technicianAuth,
    routes: technicianRoutes({ 'GET /api/technicians/metadata': { body: metadata } }),
  });
  return screen.findByRole('region', { name: 'Application status' }, { timeout: 10_000 });
}

describe('application status on the technician dashboard', { timeout: 30_000 }, () => {
  it('tells an applicant their application was received and what comes next', async () => {
    const card = await statusCard(answeredMetadata({ vettingStatus: 'applied' }));
    expect(card.textContent).toBe(
      'Application receivedOur team reviews your answers and will contact you to schedule an interview.',
    );
  });

  it('tells an approved technician they can be offered work', async () => {
    const card = await statusCard(answeredMetadata({ vettingStatus: 'approved' }));
    expect(card.textContent).toBe(
      'ApprovedYou can now be offered work in and around your community.',
    );
  });
});
