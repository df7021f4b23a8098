import { randomUUID } from 'node:crypto';
import {
  MAX_COST_CENTS,
  MAX_STANDBY_DAYS,
  messages,
  parseEvent,
  siteCostMessages,
  type JobFile,
  type JobFileRecord,
  type SiteCosts,
} from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { runAutoApprovals } from '../src/on-site/auto-approval.js';
import { etaIn, problemOf, type TechnicianSide } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_site_costs');

const m = siteCostMessages;
const JPEG_BYTES = { contentType: 'image/jpeg', size: 234_567, width: 1200, height: 1600 };

function receiptFile(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'receipt',
    clientId: randomUUID(),
    fileName: 'ravn-ticket.jpg',
    contentType: 'image/jpeg',
    size: 234_567,
    capturedAt: hoursAgo(0),
    ...overrides,
  };
}

/** A receipt taken through both upload steps, as the upload endpoint does. */
async function uploadedReceipt(
  technician: TechnicianSide,
  requestId: string,
  kind = 'receipt',
): Promise<JobFile> {
  const created = await helpers.call(
    'POST',
    `/service-requests/${requestId}/files`,
    technician.token,
    receiptFile({ kind }),
  );
  expect(created.status).toBe(201);
  const record = (await created.json()) as JobFileRecord;
  const stored = await helpers.call(
    'POST',
    `/files/${record.id}/stored`,
    technician.token,
    JPEG_BYTES,
  );
  expect(stored.status).toBe(200);
  return (await stored.json()) as JobFile;
}

const path = (requestId: string, rest = '') => `/service-requests/${requestId}${rest}`;

const logCost = (token: string, requestId: string, body: unknown) =>
  helpers.call('POST', path(requestId, '/costs'), token, body);
const siteCostsOf = (token: string, requestId: string) =>
  helpers.call('GET', path(requestId, '/site-costs'), token);
const askHours = (token: string, requestId: string, body: unknown) =>
  helpers.call('POST', path(requestId, '/more-hours'), token, body);
const decide = (token: string, requestId: string, askId: string, verb: 'approve' | 'decline') =>
  helpers.call('POST', path(requestId, `/more-hours/${askId}/${verb}`), token);

async function costs(response: Response, status = 200): Promise<SiteCosts> {
  expect(response.status).toBe(status);
  return (await response.json()) as SiteCosts;
}

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const problem = (await problemOf(response)) as { errors?: { field: string; message: string }[] };
  expect(problem.errors).toContainEqual({ field, message });
}

const travel = (receiptFileId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'travel',
  description: 'Ravn flight Bethel to Akiak',
  amountCents: 31_250,
  receiptFileId,
  ...overrides,
});

describe('logging costs', () => {
  it("lets the job's technician log a cost with its receipt, which the company sees", async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Bethel');
    const receipt = await uploadedReceipt(technician, requestId);

    const logged = await costs(await logCost(technician.token, requestId, travel(receipt.id)), 201);

    expect(logged.costs).toEqual([
      {
        id: expect.any(String),
        kind: 'travel',
        description: 'Ravn flight Bethel to Akiak',
        amountCents: 31_250,
        receipt: expect.objectContaining({
          id: receipt.id,
          kind: 'receipt',
          contentType: 'image/jpeg',
        }),
        loggedAt: expect.any(String),
      },
    ]);
    const seen = await costs(await siteCostsOf(company.token, requestId));
    expect(seen.costs.map((cost) => cost.receipt.id)).toEqual([receipt.id]);
    expect((await siteCostsOf(helpers.adminToken(), requestId)).status).toBe(200);
  });

  it("answers strangers as if the job did not exist and refuses the company the technician's part", async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Akiak');
    const receipt = await uploadedReceipt(technician, requestId);
    const stranger = helpers.technicianFor('Akiak');
    const otherCompany = helpers.companyIn('Akiak');

    expect((await siteCostsOf(stranger.token, requestId)).status).toBe(404);
    expect((await siteCostsOf(otherCompany.token, requestId)).status).toBe(404);
    expect((await logCost(stranger.token, requestId, travel(receipt.id))).status).toBe(404);
    expect((await logCost(company.token, requestId, travel(receipt.id))).status).toBe(403);
    expect((await siteCostsOf('', requestId)).status).toBe(401);
  });

  it('refuses a bad amount, kind or receipt with the field and a clear message', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Kwethluk');
    const receipt = await uploadedReceipt(technician, requestId);
    const photo = await uploadedReceipt(technician, requestId, 'photo');

    await expectFieldError(
      await logCost(technician.token, requestId, travel(receipt.id, { amountCents: -500 })),
      'amountCents',
      'The amount must be more than zero.',
    );
    await expectFieldError(
      await logCost(
        technician.token,
        requestId,
        travel(receipt.id, { amountCents: MAX_COST_CENTS + 1 }),
      ),
      'amountCents',
      `A cost cannot be more than ${(MAX_COST_CENTS / 100).toLocaleString('en-US')} USD.`,
    );
    await expectFieldError(
      await logCost(technician.token, requestId, travel(receipt.id, { kind: 'snacks' })),
      'kind',
      'Choose parts or travel.',
    );
    await expectFieldError(
      await logCost(technician.token, requestId, travel(photo.id)),
      'receiptFileId',
      m.receiptNotFound,
    );
    await expectFieldError(
      await logCost(technician.token, requestId, {
        ...travel(receipt.id),
        receiptFileId: undefined,
      }),
      'receiptFileId',
      m.receiptRequired,
    );
    expect((await logCost(technician.token, requestId, travel(receipt.id))).status).toBe(201);
    await expectFieldError(
      await logCost(technician.token, requestId, travel(receipt.id)),
      'receiptFileId',
      m.receiptInUse,
    );
  });

  it('takes a receipt only as an image or a PDF', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Napaskiak');

    const refused = await helpers.call(
      'POST',
      `/service-requests/${requestId}/files`,
      technician.token,
      receiptFile({ fileName: 'receipt.txt', contentType: 'text/plain' }),
    );
    await expectFieldError(refused, 'contentType', messages.jobFiles.unsupportedReceiptType);
    const pdf = await helpers.call(
      'POST',
      `/service-requests/${requestId}/files`,
      technician.token,
      receiptFile({ fileName: 'receipt.pdf', contentType: 'application/pdf' }),
    );
    expect(pdf.status).toBe(201);
  });

  it('lets the technician remove a cost before approval, and not after', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Tuntutuliak');
    const first = await uploadedReceipt(technician, requestId);
    const second = await uploadedReceipt(technician, requestId);
    await logCost(technician.token, requestId, travel(first.id));
    const logged = await costs(
      await logCost(
        technician.token,
        requestId,
        travel(second.id, { kind: 'parts', description: 'Fuse' }),
      ),
      201,
    );
    const [kept, mistaken] = logged.costs;

    const removed = await costs(
      await helpers.call('DELETE', path(requestId, `/costs/${mistaken!.id}`), technician.token),
    );
    expect(removed.costs.map((cost) => cost.id)).toEqual([kept!.id]);

    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
    expect((await onSite.approve(company.token, requestId)).status).toBe(200);
    const late = await helpers.call(
      'DELETE',
      path(requestId, `/costs/${kept!.id}`),
      technician.token,
    );
    expect(late.status).toBe(409);
    expect(await problemOf(late)).toMatchObject({
      code: 'job_not_costable',
      detail: m.costNotRemovable('Completed'),
    });
  });

  it('refuses costs before the technician is on site', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Oscarville');
    const receipt = await helpers.call(
      'POST',
      `/service-requests/${requestId}/files`,
      technician.token,
      receiptFile(),
    );
    expect(receipt.status).toBe(409);
    expect(await problemOf(receipt)).toMatchObject({ code: 'job_not_costable' });
  });
});

describe('standby days and the special vehicle', () => {
  it('are recorded on the job and at check-out, within bounds', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Quinhagak');
    const put = (body: unknown) =>
      helpers.call('PUT', path(requestId, '/site-facts'), technician.token, body);

    await expectFieldError(
      await put({ standbyDays: MAX_STANDBY_DAYS + 1, specialVehicleUsed: false }),
      'standbyDays',
      m.standbyDaysInvalid,
    );
    expect(await costs(await put({ standbyDays: 1, specialVehicleUsed: true }))).toMatchObject({
      standbyDays: 1,
      specialVehicleUsed: true,
    });
    expect((await onSite.checkOut(technician, requestId, { standbyDays: 2 })).status).toBe(200);
    expect(await costs(await siteCostsOf(technician.token, requestId))).toMatchObject({
      standbyDays: 2,
      specialVehicleUsed: true,
    });
    const outOfRange = await onSite.checkOut(technician, requestId, { standbyDays: -1 });
    await expectFieldError(outOfRange, 'standbyDays', m.standbyDaysInvalid);
  });
});

describe('more hours', () => {
  it('are asked by the technician on site and decided once by the company', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Eek');

    await expectFieldError(
      await askHours(technician.token, requestId, { hours: 0, reason: 'More cable runs' }),
      'hours',
      m.hoursInvalid,
    );
    const asked = await costs(
      await askHours(technician.token, requestId, { hours: 2, reason: 'Two more racks to wire' }),
      201,
    );
    const [ask] = asked.moreHours;
    expect(ask).toMatchObject({ hours: 2, status: 'pending', decidedAt: null });
    const again = await askHours(technician.token, requestId, { hours: 1, reason: 'And one more' });
    expect(again.status).toBe(409);
    expect(await problemOf(again)).toMatchObject({ code: 'more_hours_pending' });

    expect((await decide(technician.token, requestId, ask!.id, 'approve')).status).toBe(403);
    expect(
      (await decide(helpers.companyIn('Eek').token, requestId, ask!.id, 'approve')).status,
    ).toBe(404);
    const approved = await costs(await decide(company.token, requestId, ask!.id, 'approve'));
    expect(approved).toMatchObject({ extraHoursApproved: 2, moreHours: [{ status: 'approved' }] });
    const twice = await decide(company.token, requestId, ask!.id, 'decline');
    expect(twice.status).toBe(409);
    expect(await problemOf(twice)).toMatchObject({ code: 'ask_decided', detail: m.askDecided });

    const second = await costs(
      await askHours(technician.token, requestId, { hours: 3, reason: 'Generator failed too' }),
      201,
    );
    const declined = await costs(
      await decide(helpers.adminToken(), requestId, second.moreHours[1]!.id, 'decline'),
    );
    expect(declined).toMatchObject({ extraHoursApproved: 2 });
    expect(declined.moreHours.map((entry) => entry.status)).toEqual(['approved', 'declined']);
  });

  it('cannot be asked once the technician has checked out', async () => {
    const { requestId, technician } = await onSite.workDoneJob('Kasigluk');
    const response = await askHours(technician.token, requestId, { hours: 1, reason: 'Forgot' });
    expect(response.status).toBe(409);
    expect(await problemOf(response)).toMatchObject({
      code: 'job_not_on_site',
      detail: m.moreHoursNotAskable('Work done'),
    });
  });
});

/** Sets each move's time, oldest first, to `base` plus the minutes given for it. */
async function retime(requestId: string, minutes: readonly number[], base: Date) {
  const rows = (await service.testDb
    .db('timeline')
    .where({ request_id: requestId })
    .orderBy([{ column: 'at' }, { column: 'id' }])) as { id: string; to_status: string }[];
  expect(rows).toHaveLength(minutes.length);
  for (const [index, row] of rows.entries()) {
    await service.testDb
      .db('timeline')
      .where({ id: row.id })
      .update({ at: new Date(base.getTime() + minutes[index]! * 60_000) });
  }
  return rows.map((row) => row.to_status);
}

describe('time on site and the approved work', () => {
  it('counts each visit from check-in to check-out and leaves held time out', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Nunapitchuk');
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
    const sentBack = await onSite.sendBack(company.token, requestId, {
      to: 'Accepted',
      reason: 'The second radio is still down.',
    });
    expect(sentBack.status).toBe(200);
    const hold = (body?: unknown) =>
      helpers.call(
        'POST',
        `/technicians/me/jobs/${requestId}/${body ? 'hold' : 'resume'}`,
        technician.token,
        body,
      );
    expect((await hold({ reason: 'Fog', eta: etaIn(48) })).status).toBe(200);
    expect((await hold()).status).toBe(200);
    expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);

    const statuses = await retime(
      requestId,
      [-10, -5, -1, 0, 90, 100, 110, 24 * 60, 26 * 60, 26 * 60 + 45],
      new Date(Date.now() - 3 * 24 * 3_600_000),
    );
    expect(statuses).toEqual([
      'Submitted',
      'Dispatching',
      'Accepted',
      'On site',
      'Work done',
      'Accepted',
      'On hold',
      'Accepted',
      'On site',
      'Work done',
    ]);
    expect(await costs(await siteCostsOf(company.token, requestId))).toMatchObject({
      onSiteMinutes: 135,
    });
  });

  it("fills the completed event's work with time, standby, vehicle, approved hours and costs", async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Chefornak');
    const receipt = await uploadedReceipt(technician, requestId);
    await logCost(technician.token, requestId, travel(receipt.id));
    const asked = await costs(
      await askHours(technician.token, requestId, { hours: 2, reason: 'Tower climb' }),
      201,
    );
    await decide(company.token, requestId, asked.moreHours[0]!.id, 'approve');
    const checkedOut = await onSite.checkOut(technician, requestId, {
      standbyDays: 1,
      specialVehicleUsed: true,
    });
    expect(checkedOut.status).toBe(200);
    const [submitted] = await retime(
      requestId,
      [-10, -5, -1, 0, 200],
      new Date(Date.now() - 3_600_000 * 5),
    );
    expect(submitted).toBe('Submitted');

    expect((await onSite.approve(company.token, requestId)).status).toBe(200);

    const [completed] = await helpers.eventsOf('service-request.completed.v1', requestId);
    expect(parseEvent('service-request.completed.v1', completed).work).toEqual({
      onSiteMinutes: 200,
      standbyDays: 1,
      specialVehicleUsed: true,
      extraHoursApproved: 2,
      costs: [{ kind: 'travel', description: 'Ravn flight Bethel to Akiak', amountCents: 31_250 }],
    });
  });

  it('fills the work on automatic approval too', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Toksook Bay');
    const receipt = await uploadedReceipt(technician, requestId);
    await logCost(
      technician.token,
      requestId,
      travel(receipt.id, { kind: 'parts', amountCents: 4_999 }),
    );
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);

    await runAutoApprovals(
      { db: service.testDb.db, correlationId: randomUUID() },
      new Date(Date.now() + 1000 * 3_600_000),
    );

    const [completed] = await helpers.eventsOf('service-request.completed.v1', requestId);
    expect(parseEvent('service-request.completed.v1', completed)).toMatchObject({
      approvedBy: 'system',
      work: {
        standbyDays: 0,
        specialVehicleUsed: false,
        extraHoursApproved: 0,
        costs: [{ kind: 'parts', amountCents: 4_999 }],
      },
    });
  });
});
