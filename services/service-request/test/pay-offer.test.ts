import {
  counterOfferMessages,
  messages,
  parseEvent,
  RATE_CARD,
  type CounterOffer,
  type DispatchQueueEntry,
  type JobPay,
  type TechnicianJob,
  type TechnicianJobs,
  type TechnicianOffers,
} from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchHelpers, etaIn, problemOf, type TechnicianSide } from './support/dispatch.js';
import { startServiceRequestService, type ServiceRequestService } from './support/service.js';

let service: ServiceRequestService;
let helpers: ReturnType<typeof dispatchHelpers>;

beforeAll(async () => {
  service = await startServiceRequestService('service_request_pay_offer');
  helpers = dispatchHelpers(service);
});

afterAll(async () => {
  await service?.stop();
});

const ninetyAnHour: JobPay = {
  basis: 'hourly',
  amountCents: 9_000,
  capHours: 6,
  standbyDayCents: 15_000,
  specialVehicleCents: 10_000,
};

const fixedFiveHundred: JobPay = {
  basis: 'fixed',
  amountCents: 50_000,
  capHours: null,
  standbyDayCents: 20_000,
  specialVehicleCents: 10_000,
};

const setPay = (requestId: string, pay: unknown, token = helpers.adminToken()) =>
  helpers.call('PUT', `/admin/service-requests/${requestId}/pay`, token, pay);

const counter = (technician: TechnicianSide, offerId: string | undefined, body: unknown) =>
  helpers.call('POST', `/technicians/me/offers/${offerId}/counter`, technician.token, body);

const decide = (
  counterId: string,
  decision: 'accept' | 'decline',
  body?: unknown,
  token = helpers.adminToken(),
) => helpers.call('POST', `/admin/counter-offers/${counterId}/${decision}`, token, body);

async function offersOf(technician: TechnicianSide): Promise<TechnicianJob[]> {
  const response = await helpers.call('GET', '/technicians/me/offers', technician.token);
  expect(response.status).toBe(200);
  return ((await response.json()) as TechnicianOffers).items;
}

async function queueEntryOf(requestId: string): Promise<DispatchQueueEntry> {
  const response = await helpers.call(
    'GET',
    '/admin/dispatch/queue?limit=100',
    helpers.adminToken(),
  );
  const entry = ((await response.json()) as { items: DispatchQueueEntry[] }).items.find(
    (item) => item.id === requestId,
  );
  if (!entry) throw new Error(`request ${requestId} is not in the queue`);
  return entry;
}

function timelineNotes(requestId: string): Promise<string[]> {
  return service.testDb
    .db('timeline')
    .where({ request_id: requestId })
    .orderBy([{ column: 'at' }, { column: 'id' }])
    .pluck('note');
}

describe('the pay on an offer', () => {
  it("offers the rate card's pay until an admin sets the request's own", async () => {
    const [early, late] = [helpers.technicianFor('Bethel'), helpers.technicianFor('Bethel')];
    const { requestId } = await helpers.offered('Bethel', [early!]);
    expect((await offersOf(early!))[0]).toMatchObject({
      requestId,
      pay: RATE_CARD['remote-hands'],
    });

    const response = await setPay(requestId, ninetyAnHour);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pay: ninetyAnHour, paySetByAdmin: true });
    const offered = await helpers.call(
      'POST',
      `/admin/service-requests/${requestId}/offers`,
      helpers.adminToken(),
      { technicianIds: [late!.id] },
    );
    expect(offered.status).toBe(200);

    // The first technician keeps the pay they were shown; the new offer carries the admin's.
    expect((await offersOf(early!))[0]!.pay).toEqual(RATE_CARD['remote-hands']);
    expect((await offersOf(late!))[0]!.pay).toEqual(ninetyAnHour);
    const entry = await queueEntryOf(requestId);
    expect(entry).toMatchObject({ pay: ninetyAnHour, paySetByAdmin: true, counterOffers: [] });
    expect(entry.offers.map((offer) => offer.pay)).toEqual([
      ninetyAnHour,
      RATE_CARD['remote-hands'],
    ]);
    expect(await timelineNotes(requestId)).toContain('Pay set to $90/h, up to 6 h ($540)');
  });

  it('carries the agreed pay in service-request.accepted.v1, by accept or by assignment', async () => {
    const technician = helpers.technicianFor('Kotzebue');
    const accepted = await helpers.offered('Kotzebue', [technician]);
    await setPay(accepted.requestId, fixedFiveHundred);
    const accept = await helpers.call(
      'POST',
      `/technicians/me/offers/${accepted.offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );
    expect(accept.status).toBe(200);
    // The offer was made before the admin's figure: the technician took what they were shown.
    expect((await accept.json()) as TechnicianJob).toMatchObject({
      pay: RATE_CARD['remote-hands'],
    });

    const company = helpers.companyIn('Kotzebue');
    const assignedId = await helpers.submit(company);
    await setPay(assignedId, fixedFiveHundred);
    const assign = await helpers.call(
      'POST',
      `/admin/service-requests/${assignedId}/assign`,
      helpers.adminToken(),
      { technicianId: technician.id, eta: etaIn(48) },
    );
    expect(assign.status).toBe(200);

    const [byAccept] = await helpers.eventsOf('service-request.accepted.v1', accepted.requestId);
    const [byAssign] = await helpers.eventsOf('service-request.accepted.v1', assignedId);
    expect(parseEvent('service-request.accepted.v1', byAccept).pay).toEqual(
      RATE_CARD['remote-hands'],
    );
    expect(parseEvent('service-request.accepted.v1', byAssign).pay).toEqual(fixedFiveHundred);
  });

  it('refuses a bad pay with the field and its message, and anyone but an admin', async () => {
    const company = helpers.companyIn('Nome');
    const requestId = await helpers.submit(company);
    const technician = helpers.technicianFor('Nome');

    const negative = await setPay(requestId, { ...ninetyAnHour, amountCents: -100 });
    const noCap = await setPay(requestId, { ...ninetyAnHour, capHours: null });
    const absurd = await setPay(requestId, { ...fixedFiveHundred, amountCents: 900_000_000 });
    expect((await problemOf(negative)).errors).toEqual([
      { field: 'amountCents', message: 'The pay cannot be negative.' },
    ]);
    expect((await problemOf(noCap)).errors).toEqual([
      { field: 'capHours', message: 'Hourly pay needs the most hours paid; fixed pay has none.' },
    ]);
    expect((await problemOf(absurd)).errors).toEqual([
      { field: 'amountCents', message: 'The pay cannot be more than 50,000 USD.' },
    ]);
    expect((await setPay(requestId, ninetyAnHour, company.token)).status).toBe(403);
    expect((await setPay(requestId, ninetyAnHour, technician.token)).status).toBe(403);
    expect((await setPay(crypto.randomUUID(), ninetyAnHour)).status).toBe(404);
    expect(await helpers.requestRow(requestId)).toMatchObject({ pay: null });
  });

  it('refuses to change the pay once a technician holds the job', async () => {
    const technician = helpers.technicianFor('Dillingham');
    const { requestId, offerIds } = await helpers.offered('Dillingham', [technician]);
    await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );

    const response = await setPay(requestId, ninetyAnHour);

    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'pay_locked',
      detail: counterOfferMessages.payLocked,
    });
    expect(await helpers.requestRow(requestId)).toMatchObject({ pay: RATE_CARD['remote-hands'] });
  });
});

describe('a counter-offer', () => {
  it("is accepted by an admin: the job is the technician's at the countered pay and arrival", async () => {
    const [countering, other] = [helpers.technicianFor('Galena'), helpers.technicianFor('Galena')];
    const { requestId, offerIds } = await helpers.offered('Galena', [countering!, other!]);
    const arrivalAt = etaIn(50);

    const made = await counter(countering!, offerIds.get(countering!.id), {
      pay: ninetyAnHour,
      arrivalAt,
      reason: 'Two flights each way this time of year.',
    });
    expect(made.status).toBe(201);
    const proposal = (await made.json()) as CounterOffer;
    expect(proposal).toMatchObject({
      requestId,
      offerId: offerIds.get(countering!.id),
      technician: { id: countering!.id, fullName: countering!.fullName },
      pay: ninetyAnHour,
      arrivalAt: new Date(arrivalAt).toISOString(),
      status: 'open',
    });
    expect((await offersOf(countering!))[0]!.offer!.counter).toEqual(proposal);
    expect((await queueEntryOf(requestId)).counterOffers).toEqual([proposal]);

    const accepted = await decide(proposal.id, 'accept');

    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: proposal.id, status: 'accepted' });
    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Accepted',
      assigned_technician_id: countering!.id,
      eta: new Date(arrivalAt),
      pay: ninetyAnHour,
    });
    const offers = await helpers.offerRows(requestId);
    expect(offers.find((offer) => offer.technician_id === countering!.id)).toMatchObject({
      status: 'accepted',
      pay: ninetyAnHour,
    });
    expect(offers.find((offer) => offer.technician_id === other!.id)).toMatchObject({
      status: 'withdrawn',
    });
    const events = await helpers.eventsOf('service-request.accepted.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.accepted.v1', events[0])).toMatchObject({
      technician: { id: countering!.id },
      eta: new Date(arrivalAt).toISOString(),
      acceptedBy: 'admin',
      pay: ninetyAnHour,
    });
    const jobs = (await (
      await helpers.call('GET', '/technicians/me/jobs', countering!.token)
    ).json()) as TechnicianJobs;
    expect(jobs.items.find((job) => job.requestId === requestId)).toMatchObject({
      status: 'Accepted',
      pay: ninetyAnHour,
    });
    const notes = await timelineNotes(requestId);
    expect(notes).toContain(
      'Counter-offer: asks for pay $90/h, up to 6 h ($540) and arrival ' +
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Anchorage',
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(new Date(arrivalAt)) +
        '. Reason: Two flights each way this time of year.',
    );
    expect(notes.at(-1)).toMatch(
      new RegExp(`^Counter-offer from ${countering!.fullName} accepted: pay \\$90/h`),
    );

    const again = await decide(proposal.id, 'accept');
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('counter_offer_closed');
  });

  it('moving only the pay is met at the start of the preferred day, never in the past', async () => {
    const technician = helpers.technicianFor('Unalakleet');
    const { requestId, offerIds } = await helpers.offered('Unalakleet', [technician]);
    const made = (await (
      await counter(technician, offerIds.get(technician.id), {
        pay: fixedFiveHundred,
        reason: "The site is a day's travel.",
      })
    ).json()) as CounterOffer;
    const before = Date.now();

    expect((await decide(made.id, 'accept')).status).toBe(200);

    const row = await helpers.requestRow(requestId);
    expect(row).toMatchObject({ status: 'Accepted', pay: fixedFiveHundred });
    expect((row.eta as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is declined with a reason the technician reads, the offer staying open', async () => {
    const technician = helpers.technicianFor('Tok');
    const { requestId, offerIds } = await helpers.offered('Tok', [technician]);
    const made = (await (
      await counter(technician, offerIds.get(technician.id), {
        arrivalAt: etaIn(72),
        reason: 'I am on another job until Thursday.',
      })
    ).json()) as CounterOffer;

    const declined = await decide(made.id, 'decline', { reason: 'The site needs someone sooner.' });

    expect(declined.status).toBe(200);
    const [offer] = await offersOf(technician);
    expect(offer!.offer!.counter).toMatchObject({
      id: made.id,
      status: 'declined',
      decisionReason: 'The site needs someone sooner.',
      decidedAt: expect.any(String),
    });
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Dispatching' });
    expect((await queueEntryOf(requestId)).counterOffers).toEqual([]);
    expect((await timelineNotes(requestId)).at(-1)).toBe(
      `Counter-offer from ${technician.fullName} declined: The site needs someone sooner.`,
    );
    // Answered, so the technician may counter again.
    expect(
      (
        await counter(technician, offerIds.get(technician.id), {
          arrivalAt: etaIn(48),
          reason: 'Wednesday works after all.',
        })
      ).status,
    ).toBe(201);
  });

  it('comes only from the offered technician in good standing, one open at a time', async () => {
    const [offered, stranger] = [
      helpers.technicianFor('Emmonak'),
      helpers.technicianFor('Emmonak'),
    ];
    const { requestId, company, offerIds } = await helpers.offered('Emmonak', [offered!]);
    const offerId = offerIds.get(offered!.id);
    const body = { pay: ninetyAnHour, reason: 'Fuel costs.' };

    const byStranger = await counter(stranger!, offerId, body);
    const byCompany = await helpers.call(
      'POST',
      `/technicians/me/offers/${offerId}/counter`,
      company.token,
      body,
    );
    service.technician.setStanding(offered!.id, 'suspended');
    const whileSuspended = await counter(offered!, offerId, body);
    service.technician.setStanding(offered!.id, 'approved');
    const first = await counter(offered!, offerId, body);
    const second = await counter(offered!, offerId, body);

    expect(byStranger.status).toBe(404);
    expect((await problemOf(byStranger)).code).toBe('offer_not_found');
    expect(byCompany.status).toBe(403);
    expect(whileSuspended.status).toBe(403);
    expect(await problemOf(whileSuspended)).toMatchObject({
      code: 'technician_not_approved',
      detail: messages.dispatch.notApprovedToAccept,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(await problemOf(second)).toMatchObject({
      code: 'counter_offer_open',
      detail: counterOfferMessages.counterOfferOpen,
    });
    expect(await service.testDb.db('counter_offers').where({ request_id: requestId })).toHaveLength(
      1,
    );
  });

  it('refuses bad input with the field and its message', async () => {
    const technician = helpers.technicianFor('Hooper Bay');
    const { offerIds } = await helpers.offered('Hooper Bay', [technician]);
    const offerId = offerIds.get(technician.id);

    const nothing = await counter(technician, offerId, { reason: 'More please.' });
    const noReason = await counter(technician, offerId, { pay: ninetyAnHour, reason: ' ' });
    const negative = await counter(technician, offerId, {
      pay: { ...ninetyAnHour, amountCents: -9_000 },
      reason: 'More please.',
    });
    const past = await counter(technician, offerId, { arrivalAt: etaIn(-48), reason: 'Later.' });

    expect((await problemOf(nothing)).errors).toEqual([
      { field: 'pay', message: counterOfferMessages.nothingCountered },
    ]);
    expect((await problemOf(noReason)).errors).toEqual([
      { field: 'reason', message: counterOfferMessages.reasonRequired },
    ]);
    expect((await problemOf(negative)).errors).toEqual([
      { field: 'pay.amountCents', message: 'The pay cannot be negative.' },
    ]);
    expect((await problemOf(past)).errors).toEqual([
      { field: 'arrivalAt', message: messages.dispatch.etaInPast },
    ]);
    expect(await service.testDb.db('counter_offers').where({ offer_id: offerId })).toEqual([]);
  });

  it('refuses an expired or taken offer', async () => {
    const [late, winner, loser] = [1, 2, 3].map(() => helpers.technicianFor('Togiak'));
    const expired = await helpers.offered('Togiak', [late!]);
    await service.testDb
      .db('offers')
      .where({ id: expired.offerIds.get(late!.id) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const taken = await helpers.offered('Togiak', [winner!, loser!]);
    await helpers.call(
      'POST',
      `/technicians/me/offers/${taken.offerIds.get(winner!.id)}/accept`,
      winner!.token,
      { eta: etaIn(24) },
    );
    const body = { pay: ninetyAnHour, reason: 'Fuel costs.' };

    const onExpired = await counter(late!, expired.offerIds.get(late!.id), body);
    const onTaken = await counter(loser!, taken.offerIds.get(loser!.id), body);

    expect(onExpired.status).toBe(409);
    expect((await problemOf(onExpired)).code).toBe('offer_closed');
    expect(onTaken.status).toBe(409);
    expect((await problemOf(onTaken)).code).toBe('job_taken');
  });

  it('is answered by admins only, and not for a technician suspended meanwhile', async () => {
    const technician = helpers.technicianFor('Kiana');
    const { requestId, company, offerIds } = await helpers.offered('Kiana', [technician]);
    const made = (await (
      await counter(technician, offerIds.get(technician.id), {
        pay: ninetyAnHour,
        reason: 'Fuel costs.',
      })
    ).json()) as CounterOffer;

    expect((await decide(made.id, 'accept', undefined, company.token)).status).toBe(403);
    expect((await decide(made.id, 'decline', {}, technician.token)).status).toBe(403);
    expect((await decide(crypto.randomUUID(), 'accept')).status).toBe(404);
    service.technician.setStanding(technician.id, 'suspended');
    const suspended = await decide(made.id, 'accept');
    service.technician.setStanding(technician.id, 'approved');

    expect(suspended.status).toBe(403);
    expect((await problemOf(suspended)).code).toBe('technician_not_approved');
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Dispatching' });
    expect(await helpers.eventsOf('service-request.accepted.v1', requestId)).toEqual([]);
  });

  it('leaves nothing half-written when the acceptance fails part way', async () => {
    const technician = helpers.technicianFor('Selawik');
    const { requestId, offerIds } = await helpers.offered('Selawik', [technician]);
    const made = (await (
      await counter(technician, offerIds.get(technician.id), {
        pay: ninetyAnHour,
        reason: 'Fuel costs.',
      })
    ).json()) as CounterOffer;
    // The last write of the acceptance is its event in the outbox: make exactly that one fail.
    await service.testDb.db.raw(`
      create or replace function refuse_accepted_event() returns trigger as $$
      begin
        if new.type = 'service-request.accepted.v1' and new.envelope->'data'->>'requestId' = '${requestId}' then
          raise exception 'outbox refused';
        end if;
        return new;
      end $$ language plpgsql;
      create trigger refuse_accepted_event before insert on outbox
        for each row execute function refuse_accepted_event();
    `);

    let response: Response;
    try {
      response = await decide(made.id, 'accept');
    } finally {
      await service.testDb.db.raw(`drop trigger refuse_accepted_event on outbox`);
    }

    expect(response.status).toBe(500);
    expect(await helpers.requestRow(requestId)).toMatchObject({
      status: 'Dispatching',
      assigned_technician_id: null,
      pay: null,
    });
    expect(await service.testDb.db('counter_offers').where({ id: made.id }).first()).toMatchObject({
      status: 'open',
    });
    expect((await helpers.offerRows(requestId))[0]).toMatchObject({ status: 'offered' });
    expect((await decide(made.id, 'accept')).status).toBe(200);
  });
});
