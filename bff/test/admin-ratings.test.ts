import { ADMIN_PAGE_SIZE, messages, type AdminRatings, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { requestId, technicianId, useDispatchRelay } from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const answer: AdminRatings = {
  ratings: [
    {
      requestId,
      serviceTicketNumber: '20270616-1001',
      companyId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      companyName: 'Bethel Utilities',
      technicianId,
      technicianName: 'Sam Nicolai',
      completedAt: '2027-06-15T17:00:00.000Z',
      byCompany: { score: 5, comment: 'Quick and tidy.', ratedAt: '2027-06-16T09:00:00.000Z' },
      byTechnician: null,
      revealed: false,
    },
  ],
  total: 1,
  page: 2,
  pageSize: ADMIN_PAGE_SIZE,
};

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('GET /api/admin/ratings', () => {
  it("relays the query and the admin's token and answers the page as it came", async () => {
    const token = relay.token('admin');
    relay.serviceRequest.answerNext(200, answer);

    const response = await api(
      relay.bff.url,
      `/api/admin/ratings?technicianId=${technicianId}&page=2`,
      { token },
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(answer);
    expect(relay.serviceRequest.calls).toHaveLength(1);
    const [call] = relay.serviceRequest.calls;
    expect(call).toMatchObject({
      method: 'GET',
      path: `/admin/ratings?technicianId=${technicianId}&page=2`,
    });
    expect(call?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('answers 401 without a token, 403 to companies and technicians, asking no one', async () => {
    const path = `/api/admin/ratings?technicianId=${technicianId}`;
    expect((await problemOf(await api(relay.bff.url, path), 401)).code).toBe('unauthorized');
    for (const role of ['company', 'technician'] as const) {
      const response = await api(relay.bff.url, path, { token: relay.token(role) });
      expect((await problemOf(response, 403)).code).toBe('forbidden');
    }
    expect(relay.serviceRequest.calls).toEqual([]);
  });

  it('refuses a query naming neither or both a technician and a company, asking no one', async () => {
    for (const query of ['', `technicianId=${technicianId}&companyId=${requestId}`]) {
      const response = await api(relay.bff.url, `/api/admin/ratings?${query}`, {
        token: relay.token('admin'),
      });
      expect((await problemOf(response, 400)).errors).toEqual([
        { field: 'technicianId', message: messages.ratings.ratingsSubjectRequired },
      ]);
    }
    expect(relay.serviceRequest.calls).toEqual([]);
  });
});
