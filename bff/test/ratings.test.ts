import { messages, RATING_WINDOW_DAYS, type JobRatings, type Problem } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { problem, requestId, useDispatchRelay, expectRelayed } from './support/dispatch.js';
import { api } from './support/stack.js';

const relay = useDispatchRelay();

const answer: JobRatings = {
  windowClosesAt: '2027-06-29T17:00:00.000Z',
  byCompany: { score: 5, comment: 'Quick and tidy.', ratedAt: '2027-06-16T09:00:00.000Z' },
  byTechnician: null,
  revealed: false,
  canRate: false,
};
const rating = { score: 5, comment: 'Quick and tidy.' };

/** Each side's rating: who may post it and where the bff relays it. */
const sides = [
  {
    path: `/api/service-requests/${requestId}/rating`,
    servicePath: `/service-requests/${requestId}/rating`,
    role: 'company',
    refused: ['technician', 'admin'],
  },
  {
    path: `/api/technicians/jobs/${requestId}/rating`,
    servicePath: `/technicians/me/jobs/${requestId}/rating`,
    role: 'technician',
    refused: ['company', 'admin'],
  },
] as const;

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

describe('rating a completed job', () => {
  it.each(sides)(
    'POST $path relays the rating and the $role token and answers 201 with the ratings',
    async ({ path, servicePath, role }) => {
      await expectRelayed(relay, {
        role,
        method: 'POST',
        path,
        servicePath,
        body: rating,
        status: 201,
        answer,
      });
    },
  );

  it.each(sides)(
    'POST $path answers 401 without a token, 403 to $refused and 400 to a bad score, asking no one',
    async ({ path, role, refused }) => {
      const anonymous = await api(relay.bff.url, path, { method: 'POST', body: rating });
      expect((await problemOf(anonymous, 401)).code).toBe('unauthorized');
      for (const other of refused) {
        const response = await api(relay.bff.url, path, {
          method: 'POST',
          body: rating,
          token: relay.token(other),
        });
        expect((await problemOf(response, 403)).code).toBe('forbidden');
      }
      const unscored = await api(relay.bff.url, path, {
        method: 'POST',
        body: { score: 0 },
        token: relay.token(role),
      });
      expect((await problemOf(unscored, 400)).errors).toEqual([
        { field: 'score', message: messages.ratings.scoreRequired },
      ]);
      expect(relay.serviceRequest.calls).toEqual([]);
    },
  );

  it("relays the service's refusals with their codes and messages", async () => {
    const refusals = [
      problem(404, 'not_found', messages.lifecycle.requestNotFound),
      problem(409, 'request_not_rateable', messages.ratings.notRateable('Work done')),
      problem(409, 'rating_window_closed', messages.ratings.windowClosed(RATING_WINDOW_DAYS)),
      problem(409, 'already_rated', messages.ratings.alreadyRated),
    ];
    for (const refusal of refusals) {
      relay.serviceRequest.answerNext(refusal.status, refusal);
      const response = await api(relay.bff.url, sides[0].path, {
        method: 'POST',
        token: relay.token('company'),
        body: rating,
      });
      expect(await problemOf(response, refusal.status)).toMatchObject({
        code: refusal.code,
        detail: refusal.detail,
      });
    }
  });
});
