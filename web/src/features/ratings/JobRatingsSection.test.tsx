import { createBffClient } from '@rha/contracts/clients';
import type { JobRatings } from '@rha/contracts/schemas';
import { createToaster, ToastProvider } from '@rha/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BffClientProvider } from '../../api/BffClientProvider';
import { createQueryClient } from '../../api/queryClient';
import { problem, fakeBff } from '../../testing/fakeBff';
import { fakeAuth } from '../../testing/renderApp';
import { JobRatingsSection, type JobRatingsSectionProps } from './JobRatingsSection';
import { ratingSummaryText } from './RatingSummary';

afterEach(cleanup);

const requestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ratedAt = '2026-03-14T18:00:00.000Z';
const open: JobRatings = {
  windowClosesAt: '2026-03-27T18:00:00.000Z',
  byCompany: null,
  byTechnician: null,
  revealed: false,
  canRate: true,
};

function renderSection(
  props: Partial<JobRatingsSectionProps>,
  routes: Parameters<typeof fakeBff>[0] = {},
) {
  const bff = fakeBff(routes);
  const auth = fakeAuth({ status: 'authenticated', roles: ['company'] });
  const client = createBffClient({
    baseUrl: 'http://localhost',
    getToken: auth.getToken,
    fetch: bff.fetch,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider toaster={createToaster()}>
        <BffClientProvider client={client}>
          <JobRatingsSection
            ratings={open}
            viewer="company"
            requestId={requestId}
            headingLevel={3}
            {...props}
          />
        </BffClientProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return bff;
}

describe('the ratings of a completed job', () => {
  it('shows nothing before the job is completed', () => {
    renderSection({ ratings: null });
    expect(screen.queryByRole('heading', { name: 'Ratings' })).toBeNull();
  });

  it("sends the company's score and comment, chosen from the five labelled scores", async () => {
    const bff = renderSection(
      {},
      {
        [`POST /api/service-requests/${requestId}/rating`]: {
          status: 201,
          body: { ...open, byCompany: { score: 4, comment: 'Tidy', ratedAt }, canRate: false },
        },
      },
    );
    const group = screen.getByRole('radiogroup', { name: 'Rate the technician' });
    expect(Array.from(group.querySelectorAll('label'), (label) => label.textContent)).toEqual([
      '1 – Poor',
      '2 – Fair',
      '3 – Good',
      '4 – Very good',
      '5 – Excellent',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeTruthy();
    expect(bff.requests).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '4 – Very good' }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Tidy' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(bff.requests).toHaveLength(1));
    expect(bff.requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/service-requests/${requestId}/rating`,
      body: { score: 4, comment: 'Tidy' },
    });
  });

  it("shows the server's refusal", async () => {
    renderSection(
      { viewer: 'technician' },
      {
        [`POST /api/technicians/jobs/${requestId}/rating`]: problem(
          409,
          'You have already rated this job',
        ),
      },
    );
    fireEvent.click(screen.getByRole('radio', { name: '5 – Excellent' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByText(/You have already rated this job/)).toBeTruthy();
  });

  it("keeps the other side's rating hidden until revealed, saying when it shows", () => {
    renderSection({
      viewer: 'technician',
      ratings: { ...open, byTechnician: { score: 5, comment: '', ratedAt }, canRate: false },
    });
    expect(screen.getByText("The technician's rating")).toBeTruthy();
    expect(screen.queryByText("The company's rating")).toBeNull();
    expect(
      screen.getByText(/The company's rating shows once both have rated or on/).textContent,
    ).toContain('Fri, Mar 27, 2026');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows both once revealed', () => {
    renderSection({
      ratings: {
        ...open,
        byCompany: { score: 2, comment: 'Late', ratedAt },
        byTechnician: { score: 5, comment: '', ratedAt },
        revealed: true,
        canRate: false,
      },
    });
    expect(screen.getByText('2 – Fair')).toBeTruthy();
    expect(screen.getByText('Late')).toBeTruthy();
    expect(screen.getByText('5 – Excellent')).toBeTruthy();
    expect(screen.queryByText(/shows once both have rated/)).toBeNull();
  });
});

describe("a technician's average", () => {
  it('reads as one decimal with the count, or not rated yet', () => {
    expect(ratingSummaryText({ average: 4.3, count: 3 })).toBe('Rating 4.3 (3 ratings)');
    expect(ratingSummaryText({ average: 5, count: 1 })).toBe('Rating 5.0 (1 rating)');
    expect(ratingSummaryText({ average: null, count: 0 })).toBe('Not rated yet');
  });
});
