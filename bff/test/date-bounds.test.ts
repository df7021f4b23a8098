import { messages, todayInAlaska, yearsAfter } from '@rha/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registeredCompany, personOf, type StackPerson } from './support/request-stack.js';
import { requestForm } from './support/requests.js';
import { api, startStack, tokenFor, type Stack } from './support/stack.js';

let stack: Stack;
let owner: StackPerson;
let locationId: string;

beforeAll(async () => {
  stack = await startStack('bff_date_bounds');
  // The request stack's helpers need only the issuer and the company service.
  const requestStack = { ...stack, requestsDb: stack.serviceRequestDb };
  owner = personOf(requestStack, 'company');
  locationId = await registeredCompany(requestStack, owner, {
    companyName: 'Norton Sound Clinic',
    city: 'Nome',
    zipCode: '99762',
  });
});

afterAll(() => stack?.stop());

afterEach(() => {
  vi.useRealTimers();
});

async function fieldErrorsOf(response: Response): Promise<unknown> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: unknown }).errors;
}

const m = messages.serviceRequest;

function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function submit(overrides: Record<string, string>) {
  return api(stack.bff.url, '/api/service-request/company', {
    method: 'POST',
    // A token made now, on whatever clock the test runs.
    token: tokenFor(stack.issuer, owner.sub, ['company']),
    body: requestForm(locationId, overrides),
  });
}

describe('the preferred service date', () => {
  it('may be two years ahead, not a day more, and never year 9999', async () => {
    const lastDay = yearsAfter(todayInAlaska(), 2);
    expect((await submit({ preferredDate: lastDay })).status).toBe(201);
    for (const preferredDate of [daysAfter(lastDay, 1), '9999-12-31']) {
      expect(await fieldErrorsOf(await submit({ preferredDate }))).toEqual([
        { field: 'preferredDate', message: m.preferredDateTooFar(2) },
      ]);
    }
  });

  it('refuses year 0001 as in the past', async () => {
    expect(await fieldErrorsOf(await submit({ preferredDate: '0001-01-01' }))).toEqual([
      { field: 'preferredDate', message: m.preferredDateInPast },
    ]);
  });

  it('takes, for today, only a time range that has not ended on Alaska time', async () => {
    // 2:50 PM in Anchorage, when a request for 8 to 10 AM that day was once dispatched.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-15T22:50:00Z') });
    const today = '2030-06-15';
    expect(
      await fieldErrorsOf(
        await submit({ preferredDate: today, preferredTimeRange: '8:00 AM - 10:00 AM' }),
      ),
    ).toEqual([{ field: 'preferredTimeRange', message: m.preferredTimeRangeOver }]);
    const later = await submit({ preferredDate: today, preferredTimeRange: '4:00 PM - 6:00 PM' });
    expect(later.status).toBe(201);
  });
});

describe('an unavailable period', () => {
  const c = messages.coverage;
  const post = (period: { from: string; to: string }) =>
    api(stack.bff.url, '/api/technicians/unavailability', {
      method: 'POST',
      token: tokenFor(stack.issuer, crypto.randomUUID(), ['technician']),
      body: { ...period, reason: 'travel' },
    });

  it('cannot be over already', async () => {
    const today = todayInAlaska();
    const over = { from: daysAfter(today, -10), to: daysAfter(today, -1) };
    expect(await fieldErrorsOf(await post(over))).toEqual([{ field: 'to', message: c.periodOver }]);
  });

  it('keeps within two years of today, refusing years 0001 and 9999', async () => {
    expect(await fieldErrorsOf(await post({ from: '0001-01-01', to: '9999-12-31' }))).toEqual([
      { field: 'from', message: c.periodTooFar(2) },
      { field: 'to', message: c.periodTooFar(2) },
    ]);
    const today = todayInAlaska();
    expect((await post({ from: today, to: yearsAfter(today, 2) })).status).toBe(201);
  });
});
