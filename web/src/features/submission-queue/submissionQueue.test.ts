import { createBffClient } from '@rha/contracts/clients';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import type { ToastMessage } from '@rha/design-system';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postServiceRequest, serviceRequestsQueryKey } from '../../api/serviceRequests';
import { fakeBff, problem, type FakeAnswer, type FakeRoute } from '../../testing/fakeBff';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import { outboxRequestIds } from '../job-messages/messageOutbox';
import { REQUEST_FAILED, REQUEST_SUBMITTED } from '../service-request/notices';
import { flushSubmissions } from './sendSubmissions';
import { readSubmissions, SUBMISSIONS_KEY } from './submissionQueue';
import { submitOrQueue } from './submitOrQueue';

const POST_REQUEST = 'POST /api/service-request/company';
const DRAFT_KEY = formDraftKey('service-request');
const request = { serviceType: 'remote-eyes', jobDescription: 'Check the generator' };
const stored = { id: 'request-1', serviceTicketNumber: '20261124-0001' };
const TOO_MANY_DETAIL = 'Too many changes in a short time. Please try again in 2 minutes.';
const TOO_MANY: FakeAnswer = {
  ...problem(429, TOO_MANY_DETAIL),
  headers: { 'retry-after': '120' },
};

/** A bff answering `routes`, noting the idempotency key each request carried. */
function bffAnswering(routes: Record<string, FakeRoute>) {
  const fake = fakeBff(routes);
  const keys: (string | null)[] = [];
  const fetch = (input: Request) => {
    keys.push(input.headers.get(IDEMPOTENCY_KEY_HEADER));
    return fake.fetch(input);
  };
  const bff = createBffClient({
    baseUrl: 'http://localhost',
    getToken: () => Promise.resolve('token'),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { bff, keys, calls: () => fake.callsTo('POST', '/api/service-request/company') };
}

function submit(bff: ReturnType<typeof bffAnswering>['bff']) {
  return submitOrQueue({ kind: 'service-request', body: request, draftKey: DRAFT_KEY }, (key) =>
    postServiceRequest(bff, request as never, key),
  );
}

function route(bff: ReturnType<typeof bffAnswering>['bff']) {
  const toasts: ToastMessage[] = [];
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  return {
    route: { bff, queryClient, toast: (t: ToastMessage) => toasts.push(t), signedIn: true },
    toasts,
    invalidated,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('submitting a form over a link that drops', () => {
  it('sends at once when the link holds, with an idempotency key', async () => {
    const { bff, keys } = bffAnswering({ [POST_REQUEST]: { status: 201, body: stored } });
    await expect(submit(bff)).resolves.toEqual({ status: 'sent', result: stored });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(readSubmissions()).toEqual([]);
  });

  it('keeps it on the device when the request throws, and resends it under the same key', async () => {
    let reachable = false;
    const { bff, keys } = bffAnswering({
      [POST_REQUEST]: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { status: 201, body: stored };
      },
    });
    const outcome = await submit(bff);
    const [queued] = readSubmissions();
    // Named by its idempotency key, so what waits for it can follow it.
    expect(outcome).toEqual({ status: 'queued', id: queued?.id });
    expect(queued).toMatchObject({ kind: 'service-request', body: request, draftKey: DRAFT_KEY });
    expect(queued?.id).toBe(keys[0]);
    expect(JSON.parse(localStorage.getItem(SUBMISSIONS_KEY) ?? '[]')).toHaveLength(1);

    reachable = true;
    const { route: through, toasts, invalidated } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 1, stalled: false });
    expect(keys).toEqual([queued?.id, queued?.id]);
    expect(toasts).toEqual([REQUEST_SUBMITTED]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: serviceRequestsQueryKey });
    expect(localStorage.getItem(SUBMISSIONS_KEY)).toBeNull();
  });

  it('queues without trying while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { bff, calls } = bffAnswering({ [POST_REQUEST]: { status: 201, body: stored } });
    await expect(submit(bff)).resolves.toMatchObject({ status: 'queued' });
    expect(calls()).toHaveLength(0);
    expect(readSubmissions()).toHaveLength(1);
  });

  it('queues on a gateway failure and keeps it while the gateway keeps failing', async () => {
    const { bff, calls } = bffAnswering({ [POST_REQUEST]: problem(504, 'Gateway Timeout') });
    await expect(submit(bff)).resolves.toMatchObject({ status: 'queued' });
    const { route: through, toasts } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 0, stalled: true });
    expect(calls()).toHaveLength(2);
    expect(readSubmissions()).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it("throws the server's own refusal to the form instead of queueing it", async () => {
    const { bff } = bffAnswering({ [POST_REQUEST]: problem(400, 'Validation failed') });
    await expect(submit(bff)).rejects.toMatchObject({ status: 400 });
    expect(readSubmissions()).toEqual([]);
  });

  it('puts a refused resend back in the form with its errors, once', async () => {
    let answer: FakeRoute = () => {
      throw new TypeError('Failed to fetch');
    };
    const { bff, calls } = bffAnswering({
      [POST_REQUEST]: (r) => (typeof answer === 'function' ? answer(r) : answer),
    });
    await submit(bff);
    answer = problem(400, 'Validation failed', [
      { field: 'jobDescription', message: 'Job description is required' },
    ]);
    const { route: through, toasts } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 1, stalled: false });
    expect(toasts).toEqual([REQUEST_FAILED]);
    expect(formDraftStore(DRAFT_KEY).read()).toEqual({
      values: request,
      fieldErrors: [{ field: 'jobDescription', message: 'Job description is required' }],
    });
    await flushSubmissions(through);
    expect(calls()).toHaveLength(2);
  });

  it("throws the server's 429 to the form with its message and wait, queueing nothing", async () => {
    const { bff } = bffAnswering({ [POST_REQUEST]: TOO_MANY });
    await expect(submit(bff)).rejects.toMatchObject({
      status: 429,
      detail: TOO_MANY_DETAIL,
      retryAfterSeconds: 120,
    });
    expect(readSubmissions()).toEqual([]);
  });

  it('keeps a resend the server turns away for now, with the rest behind it, and says how long to wait', async () => {
    let answer: FakeRoute = () => {
      throw new TypeError('Failed to fetch');
    };
    const { bff, keys, calls } = bffAnswering({
      [POST_REQUEST]: (r) => (typeof answer === 'function' ? answer(r) : answer),
    });
    await submit(bff);
    await submit(bff);
    const queued = readSubmissions();
    answer = TOO_MANY;

    const { route: through, toasts } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({
      settled: 0,
      stalled: true,
      retryAfterMs: 120_000,
    });
    expect(calls()).toHaveLength(3);
    expect(readSubmissions()).toEqual(queued);
    expect(formDraftStore(DRAFT_KEY).read()).toBeNull();
    expect(toasts).toEqual([]);

    answer = { status: 201, body: stored };
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 2, stalled: false });
    expect(keys.slice(3)).toEqual(queued.map(({ id }) => id));
  });

  it('leaves the wait to the link backoff when a 429 names none', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { bff } = bffAnswering({ [POST_REQUEST]: problem(429, TOO_MANY_DETAIL) });
    await submit(bff);
    vi.restoreAllMocks();
    const { route: through } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 0, stalled: true });
    expect(readSubmissions()).toHaveLength(1);
  });

  it('posts each waiting submission once when two parts of the app flush together', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { bff, calls } = bffAnswering({ [POST_REQUEST]: { status: 201, body: stored } });
    await submit(bff);
    vi.restoreAllMocks();
    const { route: through } = route(bff);
    await Promise.all([flushSubmissions(through), flushSubmissions(through)]);
    expect(calls()).toHaveLength(1);
  });

  it("is not taken for a job's message thread, though it shares the outbox prefix", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { bff } = bffAnswering({});
    await submit(bff);
    expect(outboxRequestIds()).toEqual([]);
  });

  it('sends a company location added offline once the link returns, with its own notice', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const location = { address: '7 River Rd', city: 'Bethel', state: 'Alaska', zipCode: '99559' };
    const fake = fakeBff({ 'POST /api/location': { status: 201, body: { id: 'location-1' } } });
    const keys: (string | null)[] = [];
    const bff = createBffClient({
      baseUrl: 'http://localhost',
      getToken: () => Promise.resolve('token'),
      fetch: ((input: Request) => {
        keys.push(input.headers.get(IDEMPOTENCY_KEY_HEADER));
        return fake.fetch(input);
      }) as typeof globalThis.fetch,
    });
    const draftKey = formDraftKey('company-location', 'new');
    const outcome = await submitOrQueue(
      { kind: 'company-location', body: location, draftKey },
      () => Promise.reject(new Error('not sent while offline')),
    );
    expect(outcome).toMatchObject({ status: 'queued' });
    const [queued] = readSubmissions();
    vi.restoreAllMocks();

    const { route: through, toasts } = route(bff);
    await expect(flushSubmissions(through)).resolves.toEqual({ settled: 1, stalled: false });
    expect(fake.callsTo('POST', '/api/location')[0]?.body).toEqual(location);
    expect(keys).toEqual([queued?.id]);
    expect(toasts).toEqual([
      { title: 'Location added', description: '7 River Rd, Bethel, Alaska 99559' },
    ]);
  });

  it('counts an unreadable queue as empty', () => {
    localStorage.setItem(SUBMISSIONS_KEY, '{not json');
    expect(readSubmissions()).toEqual([]);
    localStorage.setItem(SUBMISSIONS_KEY, JSON.stringify([{ id: 1 }, { kind: 'other' }]));
    expect(readSubmissions()).toEqual([]);
  });
});
