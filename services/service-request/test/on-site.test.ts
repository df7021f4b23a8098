import { randomUUID } from 'node:crypto';
import {
  DEVICE_TIME_MAX_AGE_DAYS,
  messages,
  parseEvent,
  SERVICE_LOG_LIMITS,
  type ServiceLogEntry,
  type TechnicianJob,
  type TechnicianJobs,
  type TechnicianOffers,
} from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDetails } from '../src/lifecycle/request-details.presenter.js';
import { etaIn, problemOf } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_on_site');

const HOUR_MS = 3_600_000;

async function expectConflict(response: Response, code: string, detail: string) {
  expect(response.status).toBe(409);
  expect(await problemOf(response)).toMatchObject({ code, detail });
}

describe('checking in', () => {
  it('puts the job on site, keeps the device time and the shared location, and tells the company once', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Bethel');
    const capturedAt = hoursAgo(2);
    const location = { latitude: 60.79, longitude: -161.76, accuracyMeters: 12 };

    const response = await onSite.checkIn(technician, requestId, { capturedAt, location });

    expect(response.status).toBe(200);
    const job = (await response.json()) as TechnicianJob;
    expect(job).toMatchObject({ requestId, status: 'On site' });
    expect(job.report?.checkIn).toEqual({
      capturedAt: new Date(capturedAt).toISOString(),
      receivedAt: expect.any(String),
      location,
    });
    expect(Date.now() - Date.parse(job.report!.checkIn!.receivedAt)).toBeLessThan(60_000);
    const events = await helpers.eventsOf('service-request.checked-in.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.checked-in.v1', events[0])).toEqual({
      requestId,
      ticketNumber: expect.any(String),
      companyId: company.companyId,
      companyEmail: company.email,
      technicianFirstName: technician.fullName.split(' ')[0],
      capturedAt: new Date(capturedAt).toISOString(),
      checkedInAt: job.report!.checkIn!.receivedAt,
    });
    const details = await onSite.detailsOf(requestId, company.token);
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Accepted',
      to: 'On site',
      note: 'Checked in',
      by: { role: 'technician', name: technician.fullName },
    });
    expect(details.report.checkIn?.location).toEqual(location);
  });

  it('stores no location unless shared, and takes a held job too', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Akiak');
    const held = await helpers.call(
      'POST',
      `/technicians/me/jobs/${requestId}/hold`,
      technician.token,
      { reason: 'Fog', eta: etaIn(48) },
    );
    expect(held.status).toBe(200);

    const response = await onSite.checkIn(technician, requestId);

    expect(response.status).toBe(200);
    const job = (await response.json()) as TechnicianJob;
    expect(job).toMatchObject({ status: 'On site', report: { checkIn: { location: null } } });
    expect(await helpers.requestRow(requestId)).toMatchObject({ check_in_location: null });
  });

  it('refuses a device time in the future and a bad location with their messages', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Akiak');

    const future = await onSite.checkIn(technician, requestId, {
      capturedAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    });
    const badLocation = await onSite.checkIn(technician, requestId, {
      location: { latitude: 200, longitude: 0, accuracyMeters: 5 },
    });

    expect((await problemOf(future)).errors).toEqual([
      { field: 'capturedAt', message: messages.onSite.capturedInFuture },
    ]);
    expect(badLocation.status).toBe(400);
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Accepted' });
  });
});

describe('the service log', () => {
  it('stores an entry once however often the device sends it, keeping when it was written apart from when it arrived', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Nome');
    const entry = { clientId: randomUUID(), capturedAt: hoursAgo(5), text: '  Router reset.  ' };
    const timelineBefore = (await onSite.detailsOf(requestId, company.token)).timeline;

    const first = await onSite.addLog(technician, requestId, entry);
    const again = await onSite.addLog(technician, requestId, entry);

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const stored = (await first.json()) as ServiceLogEntry;
    expect(await again.json()).toEqual(stored);
    expect(stored).toMatchObject({
      text: 'Router reset.',
      capturedAt: new Date(entry.capturedAt).toISOString(),
    });
    expect(Date.parse(stored.receivedAt) - Date.parse(stored.capturedAt)).toBeGreaterThan(
      4 * HOUR_MS,
    );
    expect(await service.testDb.db('service_log').where({ request_id: requestId })).toHaveLength(1);

    const details = await onSite.detailsOf(requestId, company.token);
    expect(details.report.log).toEqual([stored]);
    expect(details.timeline).toEqual(timelineBefore);
    expect(details.status).toBe('On site');
    const jobs = (await (
      await helpers.call('GET', '/technicians/me/jobs', technician.token)
    ).json()) as TechnicianJobs;
    expect(jobs.items.find((job) => job.requestId === requestId)?.report?.log).toEqual([stored]);
  });

  it('lists entries by when they were written and still takes them once the work is done', async () => {
    const { requestId, company, technician } = await onSite.workDoneJob('Nome');

    const late = await onSite.addLog(technician, requestId, { capturedAt: hoursAgo(1), text: 'B' });
    const early = await onSite.addLog(technician, requestId, {
      capturedAt: hoursAgo(3),
      text: 'A',
    });

    expect([late.status, early.status]).toEqual([201, 201]);
    const { report } = await onSite.detailsOf(requestId, company.token);
    expect(report.log.map(({ text }) => text)).toEqual(['A', 'B']);
  });

  it('refuses entries before check-in and beyond the limit', async () => {
    const accepted = await onSite.acceptedJob('Nome');
    await expectConflict(
      await onSite.addLog(accepted.technician, accepted.requestId),
      'job_not_loggable',
      messages.onSite.notLoggable('Accepted'),
    );

    const { requestId, technician } = await onSite.onSiteJob('Nome');
    await service.testDb.db('service_log').insert(
      Array.from({ length: SERVICE_LOG_LIMITS.entriesMax }, () => ({
        request_id: requestId,
        client_id: randomUUID(),
        text: 'Checked',
        captured_at: new Date(),
        technician_id: technician.id,
      })),
    );
    await expectConflict(
      await onSite.addLog(technician, requestId),
      'log_full',
      messages.onSite.logFull(SERVICE_LOG_LIMITS.entriesMax),
    );
  });

  it('refuses an entry written before the check-in, as a field error', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Nome');
    for (const [capturedAt, message] of [
      [hoursAgo(7), messages.onSite.capturedBeforeCheckIn],
      // A broken clock is refused by the shared schema before the job is looked at.
      ['0001-01-01T00:00:00Z', messages.onSite.capturedTooLongAgo(DEVICE_TIME_MAX_AGE_DAYS)],
    ] as const) {
      const response = await onSite.addLog(technician, requestId, { capturedAt });
      expect(response.status).toBe(400);
      expect(await problemOf(response)).toMatchObject({
        errors: [{ field: 'capturedAt', message }],
      });
    }
    expect(await service.testDb.db('service_log').where({ request_id: requestId })).toHaveLength(0);
  });
});

describe('checking out', () => {
  it('refuses a time before the check-in', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Kwethluk');
    const response = await onSite.checkOut(technician, requestId, { capturedAt: hoursAgo(8) });
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toMatchObject({
      errors: [{ field: 'capturedAt', message: messages.onSite.capturedBeforeCheckIn }],
    });
  });

  it('marks the work done with the summary and sets the automatic approval after the configured hours', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Kwethluk');
    const capturedAt = hoursAgo(1);

    const response = await onSite.checkOut(technician, requestId, {
      capturedAt,
      workSummary: 'Replaced the fuse.',
    });

    expect(response.status).toBe(200);
    const job = (await response.json()) as TechnicianJob;
    expect(job).toMatchObject({
      status: 'Work done',
      report: {
        checkOut: {
          capturedAt: new Date(capturedAt).toISOString(),
          workSummary: 'Replaced the fuse.',
        },
      },
    });
    const doneAt = Date.parse(job.report!.checkOut!.receivedAt);
    expect(Date.parse(job.report!.autoApproveAt!)).toBe(
      doneAt + service.onSite.autoApproveHours * HOUR_MS,
    );
    const events = await helpers.eventsOf('service-request.work-done.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.work-done.v1', events[0])).toEqual({
      requestId,
      ticketNumber: expect.any(String),
      companyId: company.companyId,
      companyEmail: company.email,
      technicianFirstName: technician.fullName.split(' ')[0],
      workSummary: 'Replaced the fuse.',
      autoApproveAt: job.report!.autoApproveAt,
      workDoneAt: job.report!.checkOut!.receivedAt,
    });
    expect((await onSite.detailsOf(requestId, company.token)).timeline.at(-1)).toMatchObject({
      from: 'On site',
      to: 'Work done',
      note: 'Replaced the fuse.',
      by: { role: 'technician' },
    });
  });

  it('asks for the summary', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Kwethluk');
    const response = await onSite.checkOut(technician, requestId, { workSummary: '  ' });
    expect((await problemOf(response)).errors).toEqual([
      { field: 'workSummary', message: messages.onSite.workSummaryRequired },
    ]);
  });
});

describe('approving the work', () => {
  it('completes a baseline job for its company with the warranty, and tells the technician once', async () => {
    const { requestId, company, technician } = await onSite.workDoneJob('Bethel');

    const response = await onSite.approve(company.token, requestId);

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details.status).toBe('Completed');
    const completedAt = Date.parse(details.report.completedAt!);
    expect(Date.parse(details.report.warrantyUntil!)).toBe(completedAt + 7 * 24 * HOUR_MS);
    expect(details.report.autoApproveAt).toBeNull();
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Work done',
      to: 'Completed',
      by: { role: 'company', name: 'Mary Alexie' },
    });
    const events = await helpers.eventsOf('service-request.completed.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.completed.v1', events[0])).toEqual({
      requestId,
      ticketNumber: details.serviceTicketNumber,
      serviceType: 'remote-hands',
      companyId: company.companyId,
      technicianId: technician.id,
      approvedBy: 'company',
      warrantyUntil: details.report.warrantyUntil,
      work: {
        onSiteMinutes: expect.any(Number),
        standbyDays: 0,
        specialVehicleUsed: false,
        extraHoursApproved: 0,
        costs: [],
      },
      completedAt: details.report.completedAt,
    });
  });

  it('lets an admin approve, and gives no warranty to a type without one', async () => {
    const { requestId } = await onSite.workDoneJob('Bethel');
    await service.testDb
      .db('service_requests')
      .where({ id: requestId })
      .update({ service_type: 'remote-eyes' });

    const response = await onSite.approve(helpers.adminToken(), requestId);

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details.report).toMatchObject({ completedAt: expect.any(String), warrantyUntil: null });
    expect(await helpers.eventsOf('service-request.completed.v1', requestId)).toEqual([
      expect.objectContaining({ approvedBy: 'admin', warrantyUntil: null }),
    ]);
  });
});

describe('sending the work back', () => {
  it('returns it on site with the reason, calls off the automatic approval, and lets the technician check out again', async () => {
    const { requestId, company, technician } = await onSite.workDoneJob('Aniak');

    const response = await onSite.sendBack(company.token, requestId, {
      to: 'On site',
      reason: 'The printer is still offline.',
    });

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details).toMatchObject({
      status: 'On site',
      report: { checkOut: null, autoApproveAt: null },
    });
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Work done',
      to: 'On site',
      note: 'The printer is still offline.',
      by: { role: 'company' },
    });
    const events = await helpers.eventsOf('service-request.sent-back.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.sent-back.v1', events[0])).toEqual({
      requestId,
      ticketNumber: details.serviceTicketNumber,
      technicianId: technician.id,
      to: 'On site',
      reason: 'The printer is still offline.',
      sentBackAt: details.timeline.at(-1)!.at,
    });
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
  });

  it('returns it as Accepted when another visit is needed, so the technician checks in again', async () => {
    const { requestId, technician } = await onSite.workDoneJob('Aniak');

    const response = await onSite.sendBack(helpers.adminToken(), requestId, {
      to: 'Accepted',
      reason: 'Needs a part from Anchorage.',
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as ServiceRequestDetails).status).toBe('Accepted');
    expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
  });

  it('checks the target and the reason', async () => {
    const { requestId, company } = await onSite.workDoneJob('Aniak');
    const response = await onSite.sendBack(company.token, requestId, {
      to: 'Completed',
      reason: '',
    });
    expect((await problemOf(response)).errors).toEqual([
      { field: 'to', message: messages.onSite.sendBackTargetRequired },
      { field: 'reason', message: messages.onSite.sendBackReasonRequired },
    ]);
  });
});

describe('moves the status does not allow', () => {
  it('answers 409 with the reason, and moves nothing', async () => {
    const accepted = await onSite.acceptedJob('Togiak');
    const onSiteJob = await onSite.onSiteJob('Togiak');
    const done = await onSite.workDoneJob('Togiak');
    const completed = await onSite.completedJob('Togiak');

    await expectConflict(
      await onSite.checkIn(onSiteJob.technician, onSiteJob.requestId),
      'job_not_checkinable',
      messages.onSite.notCheckInable('On site'),
    );
    await expectConflict(
      await onSite.checkIn(done.technician, done.requestId),
      'job_not_checkinable',
      messages.onSite.notCheckInable('Work done'),
    );
    await expectConflict(
      await onSite.checkOut(accepted.technician, accepted.requestId),
      'job_not_checkoutable',
      messages.onSite.notCheckOutable('Accepted'),
    );
    await expectConflict(
      await onSite.checkOut(done.technician, done.requestId),
      'job_not_checkoutable',
      messages.onSite.notCheckOutable('Work done'),
    );
    await expectConflict(
      await onSite.addLog(completed.technician, completed.requestId),
      'job_not_loggable',
      messages.onSite.notLoggable('Completed'),
    );
    await expectConflict(
      await onSite.approve(onSiteJob.company.token, onSiteJob.requestId),
      'request_not_reviewable',
      messages.onSite.notReviewable('On site'),
    );
    await expectConflict(
      await onSite.approve(completed.company.token, completed.requestId),
      'request_not_reviewable',
      messages.onSite.notReviewable('Completed'),
    );
    await expectConflict(
      await onSite.sendBack(accepted.company.token, accepted.requestId, {
        to: 'On site',
        reason: 'Not done',
      }),
      'request_not_reviewable',
      messages.onSite.notReviewable('Accepted'),
    );
    await expectConflict(
      await onSite.reopen(done.company.token, done.requestId, { reason: 'Broken again' }),
      'warranty_not_applicable',
      messages.onSite.warrantyNotApplicable,
    );
    await expectConflict(
      await helpers.call(
        'POST',
        `/service-requests/${onSiteJob.requestId}/cancel`,
        onSiteJob.company.token,
        {
          reason: 'Not needed.',
        },
      ),
      'request_not_cancellable',
      messages.lifecycle.notCancellable('On site'),
    );
    expect(await helpers.requestRow(onSiteJob.requestId)).toMatchObject({ status: 'On site' });
    expect(await helpers.requestRow(done.requestId)).toMatchObject({ status: 'Work done' });
    expect(await helpers.eventsOf('service-request.completed.v1', done.requestId)).toEqual([]);
  });
});

describe('reopening under the warranty', () => {
  it('gives a completed baseline job back to the same technician, and tells them once', async () => {
    const { requestId, company, technician } = await onSite.completedJob('Dillingham');

    const response = await onSite.reopen(company.token, requestId, {
      reason: 'The modem drops again at night.',
    });

    expect(response.status).toBe(200);
    const details = (await response.json()) as ServiceRequestDetails;
    expect(details).toMatchObject({
      status: 'Accepted',
      assignedTechnician: { firstName: technician.fullName.split(' ')[0] },
      report: { completedAt: null },
    });
    expect(details.timeline.at(-1)).toMatchObject({
      from: 'Completed',
      to: 'Accepted',
      note: 'The modem drops again at night.',
      by: { role: 'company' },
    });
    const events = await helpers.eventsOf('service-request.reopened.v1', requestId);
    expect(events).toHaveLength(1);
    expect(parseEvent('service-request.reopened.v1', events[0])).toEqual({
      requestId,
      ticketNumber: details.serviceTicketNumber,
      technicianId: technician.id,
      reason: 'The modem drops again at night.',
      reopenedAt: details.timeline.at(-1)!.at,
    });
    expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
  });

  it('refuses once the warranty has ended', async () => {
    const { requestId, company } = await onSite.completedJob('Dillingham');
    await service.testDb
      .db('service_requests')
      .where({ id: requestId })
      .update({ warranty_until: new Date(Date.now() - 60_000) });

    await expectConflict(
      await onSite.reopen(company.token, requestId, { reason: 'Broken again' }),
      'warranty_expired',
      messages.onSite.warrantyExpired(7),
    );
    expect(await helpers.requestRow(requestId)).toMatchObject({ status: 'Completed' });
  });

  it('refuses a type without the warranty', async () => {
    const { requestId, company } = await onSite.workDoneJob('Dillingham');
    await service.testDb
      .db('service_requests')
      .where({ id: requestId })
      .update({ service_type: 'remote-eyes' });
    expect((await onSite.approve(company.token, requestId)).status).toBe(200);

    await expectConflict(
      await onSite.reopen(company.token, requestId, { reason: 'Broken again' }),
      'warranty_not_applicable',
      messages.onSite.warrantyNotApplicable,
    );
    expect(await helpers.eventsOf('service-request.reopened.v1', requestId)).toEqual([]);
  });
});

describe('the reasons the technician reads on the job', () => {
  it('lists why the job was held, sent back and reopened, oldest first, and nothing else', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Naknek');
    const path = (move: string) => `/technicians/me/jobs/${requestId}/${move}`;
    const held = await helpers.call('POST', path('hold'), technician.token, {
      reason: 'Fog grounded the flight.',
      eta: etaIn(48),
    });
    expect(held.status).toBe(200);
    expect(((await held.json()) as TechnicianJob).reasons).toEqual([
      { kind: 'on-hold', note: 'Fog grounded the flight.', at: expect.any(String) },
    ]);
    expect((await helpers.call('POST', path('resume'), technician.token)).status).toBe(200);
    expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
    const sentBack = await onSite.sendBack(company.token, requestId, {
      to: 'On site',
      reason: 'The camera still shows no picture.',
    });
    expect(sentBack.status).toBe(200);
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
    expect((await onSite.approve(company.token, requestId)).status).toBe(200);
    const reopened = await onSite.reopen(company.token, requestId, {
      reason: 'The modem drops again at night.',
    });
    expect(reopened.status).toBe(200);

    const response = await helpers.call('GET', '/technicians/me/jobs', technician.token);

    const { items: jobs } = (await response.json()) as TechnicianJobs;
    const job = jobs.find((listed) => listed.requestId === requestId);
    expect(job?.reasons.map(({ kind, note }) => ({ kind, note }))).toEqual([
      { kind: 'on-hold', note: 'Fog grounded the flight.' },
      { kind: 'sent-back', note: 'The camera still shows no picture.' },
      { kind: 'reopened', note: 'The modem drops again at night.' },
    ]);
    const times = job!.reasons.map(({ at }) => Date.parse(at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives an offer no reasons', async () => {
    const technician = helpers.technicianFor('Naknek');
    await helpers.offered('Naknek', [technician]);

    const response = await helpers.call('GET', '/technicians/me/offers', technician.token);

    const { items: offers } = (await response.json()) as TechnicianOffers;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.reasons.length === 0)).toBe(true);
  });
});
