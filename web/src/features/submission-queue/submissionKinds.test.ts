import { createBffClient } from '@rha/contracts/clients';
import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts/reference';
import type { ToastMessage } from '@rha/design-system';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/requestError';
import { fakeBff, problem, type FakeAnswer } from '../../testing/fakeBff';
import { PROFILE_SAVED, profileSaveFailed } from '../company/notices';
import { MESSAGE_FAILED, MESSAGE_SENT } from '../contact/notices';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import {
  CERTIFICATIONS_SAVED,
  CONTACT_SAVED,
  LOCATION_ADD_FAILED,
  LOCATION_ADDED,
  LOCATION_UPDATE_FAILED,
  LOCATION_UPDATED,
  METADATA_SAVED,
  metadataSaveFailed,
  settingsSaveFailed,
} from '../technician/notices';
import { flushSubmissions } from './sendSubmissions';
import { submissionHandlers } from './submissionKinds';
import { readSubmissions, type SubmissionKind } from './submissionQueue';
import { submitOrQueue } from './submitOrQueue';
import { holdEstimate } from '../prices/heldEstimates';

const ADDRESS_VALID = { 'POST /api/address/check': { body: { valid: true, errors: [] } } };
const CITY_REQUIRED = [{ field: 'city', message: 'City is required' }];
const REFUSAL = problem(400, 'Validation failed', CITY_REQUIRED);
const REFUSED = new RequestError(
  '400: Validation failed',
  400,
  'validation_failed',
  'Validation failed',
  CITY_REQUIRED,
);

interface KindCase {
  kind: SubmissionKind;
  /** 'METHOD /path' of the request that stores it. */
  target: string;
  body: Record<string, unknown>;
  stored: FakeAnswer;
  /** Routes the send also reads, answered as usual. */
  alongside?: Record<string, FakeAnswer>;
  sent: ToastMessage;
  refused: ToastMessage;
  record?: string;
}

const technicianLocation = { city: 'Bethel', state: 'Alaska', zipCode: '99559' };
const companyProfile = {
  companyName: 'Kuskokwim Power',
  website: '',
  email: 'ops@kuskokwim.example',
  phone: '9075550100',
  address: '7 River Rd',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
  locationId: 'location-1',
};

const cases: KindCase[] = [
  {
    kind: 'company-profile',
    target: 'PATCH /api/profile',
    body: companyProfile,
    stored: { body: { id: 'user-1' } },
    alongside: ADDRESS_VALID,
    sent: PROFILE_SAVED,
    refused: profileSaveFailed('Validation failed'),
    record: 'company-profile',
  },
  {
    kind: 'technician-location-add',
    target: 'POST /api/location',
    body: technicianLocation,
    stored: { status: 201, body: { location: { id: 'tl-1', ...technicianLocation } } },
    sent: LOCATION_ADDED,
    refused: LOCATION_ADD_FAILED,
    record: 'technician-location-add',
  },
  {
    kind: 'technician-location-update',
    target: 'PATCH /api/location',
    body: technicianLocation,
    stored: { body: { location: { id: 'tl-1', ...technicianLocation } } },
    sent: LOCATION_UPDATED,
    refused: LOCATION_UPDATE_FAILED,
    record: 'technician-location-update',
  },
  {
    kind: 'technician-profile',
    target: 'POST /api/technicians/metadata',
    body: { goodFit: 'I keep generators running', handyman: ['Carpentry'] },
    stored: { body: { goodFit: 'I keep generators running' } },
    sent: METADATA_SAVED,
    refused: metadataSaveFailed(REFUSED),
    record: 'technician-profile',
  },
  {
    kind: 'technician-certifications',
    target: 'POST /api/technicians/metadata',
    body: { certifications: JSON.stringify(['OSHA 10']) },
    stored: { body: { certifications: ['OSHA 10'] } },
    sent: CERTIFICATIONS_SAVED,
    refused: settingsSaveFailed(REFUSED),
    record: 'certifications',
  },
  {
    kind: 'contact-info',
    target: 'PATCH /api/profile',
    body: { fullName: 'Tanya Nome', email: 'tanya@example.com', phone: '9075550101' },
    stored: { body: { id: 'user-1', fullName: 'Tanya Nome' } },
    sent: CONTACT_SAVED,
    refused: settingsSaveFailed(REFUSED),
    record: 'contact-info',
  },
  {
    kind: 'contact-message',
    target: 'POST /api/contact',
    body: {
      name: 'Tanya Nome',
      email: 'tanya@example.com',
      message: 'The generator at the Bethel site needs a look.',
      captchaToken: 'solved-once',
    },
    stored: { status: 202 },
    sent: MESSAGE_SENT,
    refused: MESSAGE_FAILED,
  },
];

/** A bff whose link is down until `link.answer` is set; it notes the idempotency key of each try. */
function bffFor({ target, alongside = {} }: KindCase) {
  const link: { answer?: FakeAnswer } = {};
  const fake = fakeBff({
    ...alongside,
    [target]: () => {
      if (!link.answer) throw new TypeError('Failed to fetch');
      return link.answer;
    },
  });
  const keys: (string | null)[] = [];
  const bff = createBffClient({
    baseUrl: 'http://localhost',
    getToken: () => Promise.resolve('token'),
    fetch: ((input: Request) => {
      if (`${input.method} ${new URL(input.url).pathname}` === target) {
        keys.push(input.headers.get(IDEMPOTENCY_KEY_HEADER));
      }
      return fake.fetch(input);
    }) as typeof globalThis.fetch,
  });
  const [method = '', path = ''] = target.split(' ');
  return { bff, link, keys, calls: () => fake.callsTo(method, path) };
}

function flushWith(bff: ReturnType<typeof bffFor>['bff'], signedIn = true) {
  const toasts: ToastMessage[] = [];
  const flushed = flushSubmissions({
    bff,
    queryClient: new QueryClient(),
    toast: (toast) => toasts.push(toast),
    signedIn,
  });
  return { flushed, toasts };
}

function submitOffline(entry: KindCase, bff: ReturnType<typeof bffFor>['bff']) {
  const draftKey = formDraftKey(entry.kind);
  return submitOrQueue(
    {
      kind: entry.kind,
      body: entry.body,
      draftKey,
      ...(entry.record ? { record: entry.record } : {}),
    },
    (key) => submissionHandlers[entry.kind].send(bff, entry.body, key),
  );
}

beforeEach(() => localStorage.clear());

describe.each(cases)('a $kind submission over a link that drops', (entry) => {
  it('is kept on the device, then sent once under the same key with its success notice', async () => {
    const { bff, link, keys, calls } = bffFor(entry);
    await expect(submitOffline(entry, bff)).resolves.toMatchObject({ status: 'queued' });
    const [queued] = readSubmissions();
    expect(queued).toMatchObject({ kind: entry.kind, body: entry.body });

    link.answer = entry.stored;
    const { flushed, toasts } = flushWith(bff);
    await expect(flushed).resolves.toEqual({ settled: 1, stalled: false });
    expect(keys).toEqual([queued?.id, queued?.id]);
    expect(calls().map(({ body }) => body)).toEqual([entry.body, entry.body]);
    expect(toasts).toEqual([entry.sent]);
    expect(readSubmissions()).toEqual([]);
  });

  it("goes back into the form's draft with the server's errors when it is refused", async () => {
    const { bff, link, calls } = bffFor(entry);
    await submitOffline(entry, bff);
    link.answer = REFUSAL;
    const { flushed, toasts } = flushWith(bff);
    await expect(flushed).resolves.toEqual({ settled: 1, stalled: false });
    expect(toasts).toEqual([entry.refused]);
    expect(formDraftStore(formDraftKey(entry.kind)).read()).toEqual({
      values: entry.body,
      fieldErrors: CITY_REQUIRED,
    });
    await flushWith(bff).flushed;
    expect(calls()).toHaveLength(2);
  });
});

describe('saves of one record', () => {
  const profile = cases[0] as KindCase;

  it('keep only the newest one waiting, so an older one never lands after it', async () => {
    const { bff, link, calls } = bffFor(profile);
    await submitOffline(profile, bff);
    const newer = { ...profile, body: { ...companyProfile, companyName: 'Kuskokwim Power Co-op' } };
    await submitOffline(newer, bff);
    expect(readSubmissions().map(({ body }) => body)).toEqual([newer.body]);

    link.answer = profile.stored;
    await flushWith(bff).flushed;
    expect(calls().at(-1)?.body).toEqual(newer.body);
    expect(calls().filter(({ body }) => body === undefined)).toEqual([]);
    expect(readSubmissions()).toEqual([]);
  });

  it('drop an older one still waiting when a newer one is sent at once', async () => {
    const { bff, link, calls } = bffFor(profile);
    await submitOffline(profile, bff);
    link.answer = profile.stored;
    const newer = { ...profile, body: { ...companyProfile, companyName: 'Kuskokwim Power Co-op' } };
    await expect(submitOffline(newer, bff)).resolves.toMatchObject({ status: 'sent' });
    expect(readSubmissions()).toEqual([]);
    expect(calls().at(-1)?.body).toEqual(newer.body);
  });
});

describe('a company profile save sent later', () => {
  it('comes back to the form with the address check’s errors, the profile unsaved', async () => {
    const profile = cases[0] as KindCase;
    const invalid = [{ field: 'zipCode', message: 'ZIP code does not belong to Alaska' }];
    const { bff, link, calls } = bffFor({
      ...profile,
      alongside: { 'POST /api/address/check': { body: { valid: false, errors: invalid } } },
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submitOffline(profile, bff);
    offline.mockRestore();
    link.answer = profile.stored;
    const { flushed, toasts } = flushWith(bff);
    await flushed;
    expect(calls()).toEqual([]);
    expect(toasts).toEqual([profileSaveFailed('ZIP code does not belong to Alaska')]);
    expect(formDraftStore(formDraftKey('company-profile')).read()?.fieldErrors).toEqual(invalid);
  });
});

describe('signed out', () => {
  it('sends the contact message and leaves the signed-in forms waiting', async () => {
    const [contactInfo, message] = [cases[5], cases[6]] as [KindCase, KindCase];
    const fake = fakeBff({
      'POST /api/contact': { status: 202 },
      'PATCH /api/profile': { body: { id: 'user-1' } },
    });
    const bff = createBffClient({
      baseUrl: 'http://localhost',
      getToken: () => Promise.resolve(undefined),
      fetch: fake.fetch,
    });
    await submitOffline(contactInfo, bffFor(contactInfo).bff);
    await submitOffline(message, bffFor(message).bff);

    const { flushed, toasts } = flushWith(bff, false);
    await expect(flushed).resolves.toEqual({ settled: 1, stalled: false });
    expect(toasts).toEqual([MESSAGE_SENT]);
    expect(fake.callsTo('PATCH', '/api/profile')).toEqual([]);
    expect(readSubmissions().map(({ kind }) => kind)).toEqual(['contact-info']);
  });
});

describe('a service request queued with its estimate', () => {
  it('sends the estimate once the request is stored, waiting out billing not knowing it yet', async () => {
    const answers = { expectedHours: 6, scheduledVisits: 2 };
    const request = { serviceType: 'remote-hands', jobDescription: 'The modem is dead' };
    let estimateTries = 0;
    const fake = fakeBff({
      'POST /api/service-request/company': {
        status: 201,
        body: { id: 'request-9', serviceTicketNumber: '20261129-0009' },
      },
      'PUT /api/service-requests/request-9/estimate': () =>
        (estimateTries += 1) === 1
          ? {
              status: 409,
              body: {
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                code: 'request_not_known_yet',
                detail: 'Billing does not know the request yet.',
              },
            }
          : { body: { estimate: { requestId: 'request-9', totalCents: 135_000 } } },
    });
    const bff = createBffClient({
      baseUrl: 'http://localhost',
      getToken: () => Promise.resolve('token'),
      fetch: fake.fetch,
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queued = await submitOrQueue(
      { kind: 'service-request', body: request, draftKey: formDraftKey('service-request') },
      () => Promise.reject(new Error('not sent while offline')),
    );
    offline.mockRestore();
    if (queued.status !== 'queued') throw new Error('not queued');
    holdEstimate(queued.id, answers);

    await expect(flushWith(bff).flushed).resolves.toEqual({ settled: 1, stalled: false });
    expect(readSubmissions()).toEqual([
      expect.objectContaining({
        kind: 'request-estimate',
        body: { requestId: 'request-9', answers },
      }),
    ]);

    const { flushed, toasts } = flushWith(bff);
    await expect(flushed).resolves.toEqual({ settled: 1, stalled: false });
    expect(
      fake.callsTo('PUT', '/api/service-requests/request-9/estimate').map((c) => c.body),
    ).toEqual([answers, answers]);
    // Silent: the request's own notice was the one to see.
    expect(toasts).toEqual([]);
    expect(readSubmissions()).toEqual([]);
  });
});
