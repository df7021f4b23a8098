import { describe, expect, it } from 'vitest';
import { useEventMailHarness } from './support/event-mail.js';
import {
  acceptedRequest,
  checkedInRequest,
  completedRequest,
  event,
  reopenedRequest,
  sentBackRequest,
  workDoneRequest,
  type AcceptedRequest,
} from './support/events.js';
import { publicWebUrl, supportEmail } from './support/service.js';
import { bodiesOf, waitUntil } from './support/smtp-server.js';

const ACCEPTED = 'service-request.accepted.v1';
const CHECKED_IN = 'service-request.checked-in.v1';
const WORK_DONE = 'service-request.work-done.v1';
const COMPLETED = 'service-request.completed.v1';
const SENT_BACK = 'service-request.sent-back.v1';
const REOPENED = 'service-request.reopened.v1';

const harness = useEventMailHarness('notification_on_site_events');
const { mailTo, supportMail, receivedBy, quietPeriod, inboxHas, deadLettered, emailRowsTo } =
  harness;

/** Records who took the request, as the acceptance does before any on-site event. */
async function accept(overrides: Parameters<typeof acceptedRequest>[0] = {}) {
  const acceptance = acceptedRequest(overrides);
  const accepted = event(ACCEPTED, acceptance);
  await harness.transport.publish(accepted);
  await waitUntil(() => inboxHas(accepted.id));
  return acceptance;
}

/** The event's link to the accepted request and its technician. */
function jobOf(acceptance: AcceptedRequest) {
  return {
    requestId: acceptance.requestId,
    ticketNumber: acceptance.ticketNumber,
    technicianId: acceptance.technician.id,
  };
}

/** Publishes the event twice at once and again under another id, as a redelivery and a replay would. */
async function publishRepeatedly<T extends Parameters<typeof event>[0]>(
  type: T,
  data: Parameters<typeof event<T>>[1],
): Promise<string[]> {
  const first = event(type, data);
  const republished = event(type, data);
  await Promise.all([harness.transport.publish(first), harness.transport.publish(first)]);
  await harness.transport.publish(republished);
  return [first.id, republished.id];
}

describe('service-request.checked-in.v1', () => {
  it('tells the company its technician is on site, once', async () => {
    const checkIn = checkedInRequest();

    const ids = await publishRepeatedly(CHECKED_IN, checkIn);

    const [mail] = await receivedBy(checkIn.companyEmail);
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    expect(mail?.headers.subject).toBe(
      `Tanya is on site for service request ${checkIn.ticketNumber}`,
    );
    expect(bodiesOf(mail!).text).toContain(
      `${publicWebUrl}/dashboard/requests/${checkIn.requestId}`,
    );
    await waitUntil(() => inboxHas(...ids));
    await quietPeriod();
    expect(mailTo(checkIn.companyEmail)).toHaveLength(1);
    expect(deadLettered(...ids)).toBe(false);
  });

  it('sends nothing when the company has no address', async () => {
    const checkedIn = event(CHECKED_IN, checkedInRequest({ companyEmail: '' }));

    await harness.transport.publish(checkedIn);
    await waitUntil(() => inboxHas(checkedIn.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(checkedIn.id)).toBe(false);
  });
});

describe('service-request.work-done.v1', () => {
  it('asks the company to review, once per check-out, with the summary and the approval time', async () => {
    const workDone = workDoneRequest();

    const ids = await publishRepeatedly(WORK_DONE, workDone);
    await receivedBy(workDone.companyEmail);
    await waitUntil(() => inboxHas(...ids));
    await quietPeriod();
    const again = { ...workDone, workDoneAt: '2030-06-22T21:00:00.000Z' };
    await harness.transport.publish(event(WORK_DONE, again));

    const [mail, second] = await receivedBy(workDone.companyEmail, 2);
    expect(mail?.headers.subject).toBe(
      `Work done on service request ${workDone.ticketNumber}: please review`,
    );
    const { text } = bodiesOf(mail!);
    expect(text).toContain(`Work summary\n\n${workDone.workSummary}`);
    expect(text).toContain('Automatic approval: Sun, Jun 23, 2030, 1:00 PM AKDT');
    expect(text).toContain(`${publicWebUrl}/dashboard/requests/${workDone.requestId}`);
    expect(second?.headers.subject).toBe(mail?.headers.subject);
    expect(mailTo(workDone.companyEmail)).toHaveLength(2);
  });

  it('sends nothing when the company has no address', async () => {
    const workDone = event(WORK_DONE, workDoneRequest({ companyEmail: '' }));

    await harness.transport.publish(workDone);
    await waitUntil(() => inboxHas(workDone.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(workDone.id)).toBe(false);
  });
});

describe('service-request.completed.v1', () => {
  it('tells the recorded technician and support once each, with the warranty end', async () => {
    const acceptance = await accept();
    const completion = completedRequest(jobOf(acceptance));

    const ids = await publishRepeatedly(COMPLETED, completion);

    const [toTechnician] = await receivedBy(acceptance.technician.email);
    expect(toTechnician?.headers.subject).toBe(
      `Service request ${completion.ticketNumber} is complete`,
    );
    const { text } = bodiesOf(toTechnician!);
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('under warranty until Fri, Jun 28, 2030, 9:00 AM AKDT');
    await waitUntil(() => supportMail(completion.ticketNumber, 'complete').length >= 1);
    await waitUntil(() => inboxHas(...ids));
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(1);
    expect(supportMail(completion.ticketNumber, 'complete')).toHaveLength(1);
    expect(mailTo(acceptance.companyEmail).map((mail) => mail.headers.subject)).toEqual([
      expect.stringContaining('accepted your service request'),
    ]);
    expect(deadLettered(...ids)).toBe(false);
  });

  it('tells them again of a second completion after a warranty reopen', async () => {
    const acceptance = await accept();
    const first = completedRequest(jobOf(acceptance));
    const second = { ...first, completedAt: '2030-06-27T17:00:00.000Z', warrantyUntil: null };

    await harness.transport.publish(event(COMPLETED, first));
    await receivedBy(acceptance.technician.email);
    await harness.transport.publish(event(COMPLETED, second));

    await receivedBy(acceptance.technician.email, 2);
    await waitUntil(() => supportMail(first.ticketNumber, 'complete').length >= 2);
  });

  it('tells only support when the event names a technician other than the one recorded', async () => {
    const acceptance = await accept();
    const completion = completedRequest({
      ...jobOf(acceptance),
      technicianId: crypto.randomUUID(),
    });
    const completed = event(COMPLETED, completion);

    await harness.transport.publish(completed);

    await waitUntil(() => supportMail(completion.ticketNumber, 'complete').length >= 1);
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(0);
    expect(deadLettered(completed.id)).toBe(false);
  });

  it('tells only support when no acceptance was recorded or the technician has no address', async () => {
    const unrecorded = completedRequest();
    const unaddressed = await accept({ technician: { email: '' } });
    const completion = completedRequest(jobOf(unaddressed));
    const events = [event(COMPLETED, unrecorded), event(COMPLETED, completion)];

    for (const completed of events) await harness.transport.publish(completed);

    await waitUntil(() => supportMail(unrecorded.ticketNumber, 'complete').length >= 1);
    await waitUntil(() => supportMail(completion.ticketNumber, 'complete').length >= 1);
    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(...events.map(({ id }) => id))).toBe(false);
  });
});

describe('service-request.sent-back.v1', () => {
  it('tells the recorded technician why and what to do next, once per send-back', async () => {
    const acceptance = await accept();
    const sendBack = sentBackRequest({ ...jobOf(acceptance), to: 'Accepted' });

    const ids = await publishRepeatedly(SENT_BACK, sendBack);

    const [mail] = await receivedBy(acceptance.technician.email);
    expect(mail?.headers.subject).toBe(`Service request ${sendBack.ticketNumber} was sent back`);
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text } = bodiesOf(mail!);
    expect(text).toContain(`Reason\n\n${sendBack.reason}`);
    expect(text).toContain('The job needs another visit');
    expect(text).toContain(`${publicWebUrl}/dashboard?tab=jobs`);
    await waitUntil(() => inboxHas(...ids));
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(1);
    expect(supportMail(sendBack.ticketNumber, 'sent back')).toHaveLength(0);
  });

  it('tells no one when the event names a technician other than the one recorded', async () => {
    const acceptance = await accept();
    const sentBack = event(
      SENT_BACK,
      sentBackRequest({ ...jobOf(acceptance), technicianId: crypto.randomUUID() }),
    );

    await harness.transport.publish(sentBack);
    await waitUntil(() => inboxHas(sentBack.id));
    await quietPeriod();

    expect(mailTo(acceptance.technician.email)).toHaveLength(0);
    expect(deadLettered(sentBack.id)).toBe(false);
  });

  it('sends nothing to a technician without an address', async () => {
    const acceptance = await accept({ technician: { email: '' } });
    const sentBack = event(SENT_BACK, sentBackRequest(jobOf(acceptance)));

    await harness.transport.publish(sentBack);
    await waitUntil(() => inboxHas(sentBack.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(sentBack.id)).toBe(false);
  });
});

describe('service-request.reopened.v1', () => {
  it('tells the recorded technician and support the reason, once each', async () => {
    const acceptance = await accept();
    const reopen = reopenedRequest(jobOf(acceptance));

    const ids = await publishRepeatedly(REOPENED, reopen);

    const [toTechnician] = await receivedBy(acceptance.technician.email);
    expect(toTechnician?.headers.subject).toBe(
      `Service request ${reopen.ticketNumber} reopened under warranty`,
    );
    expect(bodiesOf(toTechnician!).text).toContain(`What needs fixing\n\n${reopen.reason}`);
    await waitUntil(() => supportMail(reopen.ticketNumber, 'reopened').length >= 1);
    expect(bodiesOf(supportMail(reopen.ticketNumber, 'reopened')[0]!).text).toContain(
      reopen.reason,
    );
    await waitUntil(() => inboxHas(...ids));
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(1);
    expect(supportMail(reopen.ticketNumber, 'reopened')).toHaveLength(1);
  });

  it('tells only support when the event names a technician other than the one recorded', async () => {
    const acceptance = await accept();
    const reopen = reopenedRequest({ ...jobOf(acceptance), technicianId: crypto.randomUUID() });

    await harness.transport.publish(event(REOPENED, reopen));

    await waitUntil(() => supportMail(reopen.ticketNumber, 'reopened').length >= 1);
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(0);
  });

  it('sends nothing to a technician without an address', async () => {
    const acceptance = await accept({ technician: { email: '' } });
    const reopen = reopenedRequest(jobOf(acceptance));
    const reopened = event(REOPENED, reopen);

    await harness.transport.publish(reopened);

    await waitUntil(() => supportMail(reopen.ticketNumber, 'reopened').length >= 1);
    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(reopened.id)).toBe(false);
  });
});
