import { createBffClient } from '@rha/contracts/clients';
import { createToaster, ToastProvider, type ShownToast } from '@rha/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BffClientProvider } from '../../api/BffClientProvider';
import { createQueryClient } from '../../api/queryClient';
import { fakeBff, problem, type FakeAnswer } from '../../testing/fakeBff';
import { REQUEST_SUBMITTED } from '../service-request/notices';
import { addSubmission, readSubmissions } from './submissionQueue';
import { FIRST_RETRY_MS, SubmissionQueueSender } from './SubmissionQueueSender';

const stored = { id: 'request-1', serviceTicketNumber: '20261124-0001' };

function queueRequest(id: string) {
  addSubmission({
    id,
    kind: 'service-request',
    body: { serviceType: 'remote-eyes', jobDescription: id },
    draftKey: 'rha.draft.service-request',
    queuedAt: new Date().toISOString(),
  });
}

/**
 * The sender as the app mounts it, over a bff that is out of reach until `link.up` is set, then
 * answers `link.answer`.
 */
function renderSender(linkUp = false, signedIn = true) {
  const link: { up: boolean; answer: FakeAnswer } = {
    up: linkUp,
    answer: { status: 201, body: stored },
  };
  const fake = fakeBff({
    'POST /api/service-request/company': () => {
      if (!link.up) throw new TypeError('Failed to fetch');
      return link.answer;
    },
    'POST /api/contact': { status: 202 },
  });
  const toaster = createToaster();
  const toasts: ShownToast[] = [];
  toaster.subscribe(() => {
    const shown = toaster.getSnapshot();
    if (shown && !toasts.some((toast) => toast.id === shown.id)) toasts.push(shown);
  });
  const bff = createBffClient({
    baseUrl: 'http://localhost',
    getToken: () => Promise.resolve('token'),
    fetch: fake.fetch,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider toaster={toaster}>
        <BffClientProvider client={bff}>
          <SubmissionQueueSender signedIn={signedIn} />
        </BffClientProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  const posts = () => fake.callsTo('POST', '/api/service-request/company');
  const messages = () => fake.callsTo('POST', '/api/contact');
  return { link, toasts, posts, messages };
}

/** Lets a send under way finish; the timers stay where the test put them. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SubmissionQueueSender', () => {
  it('sends what was queued before a reload as soon as it starts', async () => {
    queueRequest('before-reload');
    const { toasts, posts } = renderSender(true);
    await waitFor(() => expect(readSubmissions()).toEqual([]));
    expect(posts()).toHaveLength(1);
    expect(toasts.map(({ title, description }) => ({ title, description }))).toContainEqual(
      REQUEST_SUBMITTED,
    );
  });

  it('sends only the contact message while signed out, the rest waiting for the sign-in', async () => {
    queueRequest('signed-in-only');
    addSubmission({
      id: 'visitor-message',
      kind: 'contact-message',
      body: { name: 'Tanya', email: 'tanya@example.com', message: 'Call me back, please.' },
      draftKey: 'rha.draft.contact',
      queuedAt: new Date().toISOString(),
    });
    const { posts, messages } = renderSender(true, false);
    await waitFor(() => expect(readSubmissions().map(({ id }) => id)).toEqual(['signed-in-only']));
    expect(messages()).toHaveLength(1);
    expect(posts()).toHaveLength(0);
  });

  it('sends when the browser is back online', async () => {
    const { link, posts } = renderSender();
    await act(async () => queueRequest('while-offline'));
    expect(readSubmissions()).toHaveLength(1);

    link.up = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(readSubmissions()).toEqual([]));
    expect(posts()).toHaveLength(1);
  });

  it('tries again by itself, waiting longer each time, while the link stays down', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { posts } = renderSender();
    await act(async () => queueRequest('stays-down'));
    // The link has only just failed: the first retry waits a while.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    await settle();
    expect(posts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    await settle();
    expect(posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(posts()).toHaveLength(2);
  });

  it('waits as long as the server asks when it answers 429, then sends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { link, posts } = renderSender(true);
    link.answer = {
      ...problem(429, 'Too many changes in a short time. Please try again in 2 minutes.'),
      headers: { 'retry-after': '120' },
    };
    await act(async () => queueRequest('turned-away'));
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await settle();
    expect(posts()).toHaveLength(1);
    link.answer = { status: 201, body: stored };

    // Not at the link's backoff: only once the server's two minutes are over.
    await vi.advanceTimersByTimeAsync(120_000 - 1);
    await settle();
    expect(posts()).toHaveLength(1);
    expect(readSubmissions()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(posts()).toHaveLength(2);
    expect(readSubmissions()).toEqual([]);
  });
});
