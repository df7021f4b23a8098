import { describe, expect, it } from 'vitest';
import { useEventMailHarness } from './support/event-mail.js';
import {
  acceptedRequest,
  cancelledRequest,
  dispatchedRequest,
  event,
  flaggedRequest,
  heldRequest,
  offer,
  resumedRequest,
  type AcceptedRequest,
} from './support/events.js';
import { mailFrom, publicWebUrl, supportEmail } from './support/service.js';
import { bodiesOf, waitUntil } from './support/smtp-server.js';

const DISPATCHED = 'service-request.dispatched.v1';
const ACCEPTED = 'service-request.accepted.v1';
const CANCELLED = 'service-request.cancelled.v1';
const ON_HOLD = 'service-request.on-hold.v1';
const RESUMED = 'service-request.resumed.v1';
const FLAGGED = 'service-request.flagged.v1';

const harness = useEventMailHarness('notification_dispatch_events');
const { mailTo, supportMail, receivedBy, quietPeriod, inboxHas, deadLettered, emailRowsTo } =
  harness;

/** The cancellation a company makes of the accepted request, naming its technician. */
function cancellationOf(acceptance: AcceptedRequest) {
  return cancelledRequest({
    requestId: acceptance.requestId,
    ticketNumber: acceptance.ticketNumber,
    companyId: acceptance.companyId,
    from: 'Accepted',
    assignedTechnicianId: acceptance.technician.id,
  });
}

async function accept(acceptance: AcceptedRequest): Promise<void> {
  const accepted = event(ACCEPTED, acceptance);
  await harness.transport.publish(accepted);
  await waitUntil(() => inboxHas(accepted.id));
}

describe('service-request.dispatched.v1', () => {
  it('offers the job to each technician by e-mail, with the Jobs tab link', async () => {
    const dispatch = dispatchedRequest();
    const [tanya, joe] = dispatch.offers;

    await harness.transport.publish(event(DISPATCHED, dispatch));

    const [toTanya] = await receivedBy(tanya!.email);
    const [toJoe] = await receivedBy(joe!.email);
    expect(toTanya?.envelope.to).toEqual([tanya!.email]);
    expect(toTanya?.headers.from).toBe(mailFrom);
    expect(toTanya?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    expect(toTanya?.headers.subject).toBe(
      'New job offer: Remote Hands in Kwethluk on Jun 20, 2030',
    );
    const { text, html } = bodiesOf(toTanya!);
    for (const line of [
      'Hi Tanya,',
      `Ticket number: ${dispatch.ticketNumber}`,
      'Community: Kwethluk',
      'Preferred date: Thursday, June 20, 2030',
      'Offer open until: Sun, Jun 16, 2030, 10:00 AM AKDT',
      `Open your Jobs tab: ${publicWebUrl}/dashboard?tab=jobs`,
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(`href="${publicWebUrl}/dashboard?tab&#x3D;jobs"`);
    expect(bodiesOf(toJoe!).text).toContain('Hi Joe,');
    expect(supportMail(dispatch.ticketNumber)).toHaveLength(0);
  });

  it('sends each offer once when the event is delivered twice or the move published again', async () => {
    const dispatch = dispatchedRequest();
    const dispatched = event(DISPATCHED, dispatch);
    const republished = event(DISPATCHED, dispatch);

    await Promise.all([
      harness.transport.publish(dispatched),
      harness.transport.publish(dispatched),
    ]);
    await harness.transport.publish(republished);
    await waitUntil(() => inboxHas(dispatched.id, republished.id));
    await quietPeriod();

    for (const { email } of dispatch.offers) {
      expect(mailTo(email)).toHaveLength(1);
      expect(await emailRowsTo(email)).toHaveLength(1);
    }
    expect(deadLettered(dispatched.id, republished.id)).toBe(false);
  });

  it('offers a reopened offer again when a later move sends it', async () => {
    const reopened = offer();
    const first = dispatchedRequest({ offers: [reopened] });
    const later = { ...first, source: 'admin' as const, dispatchedAt: '2030-06-17T18:00:00.000Z' };

    await harness.transport.publish(event(DISPATCHED, first));
    await receivedBy(reopened.email);
    await harness.transport.publish(event(DISPATCHED, later));

    expect(await receivedBy(reopened.email, 2)).toHaveLength(2);
  });

  it('sends nothing to a technician without an address and still offers the others', async () => {
    const addressed = offer();
    const unaddressed = offer({ email: '' });
    const dispatched = event(DISPATCHED, dispatchedRequest({ offers: [unaddressed, addressed] }));

    await harness.transport.publish(dispatched);

    await receivedBy(addressed.email);
    await waitUntil(() => inboxHas(dispatched.id));
    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(dispatched.id)).toBe(false);
  });
});

describe('service-request.accepted.v1', () => {
  it('tells the company who is coming and when, and support the full details', async () => {
    const acceptance = acceptedRequest();

    await harness.transport.publish(event(ACCEPTED, acceptance));

    const [toCompany] = await receivedBy(acceptance.companyEmail);
    expect(toCompany?.envelope.to).toEqual([acceptance.companyEmail]);
    expect(toCompany?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    expect(toCompany?.headers.subject).toBe(
      `Tanya from Kwethluk accepted your service request ${acceptance.ticketNumber}`,
    );
    const company = bodiesOf(toCompany!).text;
    expect(company).toContain(`Ticket number: ${acceptance.ticketNumber}`);
    expect(company).toContain('Technician: Tanya from Kwethluk');
    expect(company).toContain('Expected arrival: Thu, Jun 20, 2030, 10:00 AM AKDT');
    expect(company).toContain(`${publicWebUrl}/dashboard/requests/${acceptance.requestId}`);
    expect(company).not.toContain(acceptance.technician.email);

    await waitUntil(() => supportMail(acceptance.ticketNumber, 'assigned').length >= 1);
    const [toSupport] = supportMail(acceptance.ticketNumber, 'assigned');
    expect(toSupport?.headers.subject).toBe(
      `Service request ${acceptance.ticketNumber} assigned to Tanya Nome`,
    );
    const support = bodiesOf(toSupport!).text;
    expect(support).toContain(`Technician's e-mail: ${acceptance.technician.email}`);
    expect(support).toContain('Accepted by: the technician');
    expect(support).toContain('Expected arrival: Thu, Jun 20, 2030, 10:00 AM AKDT');
    expect(mailTo(acceptance.technician.email)).toHaveLength(0);
  });

  it('sends each e-mail once when the event is delivered twice or the acceptance published again', async () => {
    const acceptance = acceptedRequest();
    const accepted = event(ACCEPTED, acceptance);
    const republished = event(ACCEPTED, acceptance);

    await Promise.all([harness.transport.publish(accepted), harness.transport.publish(accepted)]);
    await harness.transport.publish(republished);
    await waitUntil(() => inboxHas(accepted.id, republished.id));
    await quietPeriod();

    expect(mailTo(acceptance.companyEmail)).toHaveLength(1);
    expect(supportMail(acceptance.ticketNumber, 'assigned')).toHaveLength(1);
    expect(
      await harness.testDb.db('request_assignments').where({ request_id: acceptance.requestId }),
    ).toMatchObject([
      {
        technician_id: acceptance.technician.id,
        technician_email: acceptance.technician.email,
        technician_first_name: 'Tanya',
      },
    ]);
    expect(deadLettered(accepted.id, republished.id)).toBe(false);
  });

  it('tells support only when the company has no address', async () => {
    const acceptance = acceptedRequest({ companyEmail: '', acceptedBy: 'admin' });
    const accepted = event(ACCEPTED, acceptance);

    await harness.transport.publish(accepted);

    await waitUntil(() => supportMail(acceptance.ticketNumber, 'assigned').length >= 1);
    expect(bodiesOf(supportMail(acceptance.ticketNumber)[0]!).text).toContain(
      'Accepted by: an admin (direct assignment)',
    );
    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(accepted.id)).toBe(false);
  });
});

describe('service-request.cancelled.v1 of an assigned request', () => {
  it('tells the assigned technician and support, once each however often it is told', async () => {
    const acceptance = acceptedRequest();
    await accept(acceptance);
    const cancellation = cancellationOf(acceptance);
    const cancelled = event(CANCELLED, cancellation);
    const republished = event(CANCELLED, cancellation);

    await Promise.all([harness.transport.publish(cancelled), harness.transport.publish(cancelled)]);
    await harness.transport.publish(republished);

    const [toTechnician] = await receivedBy(acceptance.technician.email);
    expect(toTechnician?.headers.subject).toBe(
      `Job cancelled: Remote Hands in Kwethluk, ticket ${acceptance.ticketNumber}`,
    );
    expect(toTechnician?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text } = bodiesOf(toTechnician!);
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('cancelled by the company and will not go ahead');
    expect(text).toContain(`Ticket number: ${acceptance.ticketNumber}`);
    expect(text).toContain(`Reason\n\n${cancellation.reason}`);
    await waitUntil(() => inboxHas(cancelled.id, republished.id));
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(1);
    expect(supportMail(acceptance.ticketNumber, 'cancelled')).toHaveLength(1);
    expect(deadLettered(cancelled.id, republished.id)).toBe(false);
  });

  it('tells no technician when nobody was assigned, even one who had an offer', async () => {
    const dispatch = dispatchedRequest({ offers: [offer()] });
    const technician = dispatch.offers[0]!;
    await harness.transport.publish(event(DISPATCHED, dispatch));
    await receivedBy(technician.email);
    const cancelled = event(
      CANCELLED,
      cancelledRequest({
        requestId: dispatch.requestId,
        ticketNumber: dispatch.ticketNumber,
        from: 'Dispatching',
        assignedTechnicianId: null,
      }),
    );

    await harness.transport.publish(cancelled);

    await waitUntil(() => supportMail(dispatch.ticketNumber, 'cancelled').length >= 1);
    await quietPeriod();
    expect(mailTo(technician.email)).toHaveLength(1);
    expect(mailTo(technician.email)[0]?.headers.subject).toContain('New job offer');
    expect(
      await harness.testDb.db('request_cancellations').where({ request_id: dispatch.requestId }),
    ).toHaveLength(0);
  });

  it('tells the technician once their acceptance arrives when the cancellation came first', async () => {
    const acceptance = acceptedRequest();
    const cancelled = event(CANCELLED, cancellationOf(acceptance));
    await harness.transport.publish(cancelled);
    await waitUntil(() => supportMail(acceptance.ticketNumber, 'cancelled').length >= 1);
    expect(mailTo(acceptance.technician.email)).toHaveLength(0);

    await harness.transport.publish(event(ACCEPTED, acceptance));

    const [toTechnician] = await receivedBy(acceptance.technician.email);
    expect(toTechnician?.headers.subject).toContain('Job cancelled');
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(1);
  });

  it('tells the technician once when the acceptance and the cancellation are handled at once', async () => {
    const pairs = Array.from({ length: 5 }, () => {
      const acceptance = acceptedRequest();
      return { acceptance, cancellation: cancellationOf(acceptance) };
    });

    await Promise.all(
      pairs.flatMap(({ acceptance, cancellation }) => [
        harness.transport.publish(event(CANCELLED, cancellation)),
        harness.transport.publish(event(ACCEPTED, acceptance)),
      ]),
    );

    for (const { acceptance } of pairs) await receivedBy(acceptance.technician.email);
    await quietPeriod();
    for (const { acceptance } of pairs) {
      expect(mailTo(acceptance.technician.email)).toHaveLength(1);
    }
  });

  it('tells no one else when the cancellation names another technician than the one recorded', async () => {
    const acceptance = acceptedRequest();
    await accept(acceptance);
    const cancelled = event(CANCELLED, {
      ...cancellationOf(acceptance),
      assignedTechnicianId: crypto.randomUUID(),
    });

    await harness.transport.publish(cancelled);

    await waitUntil(() => supportMail(acceptance.ticketNumber, 'cancelled').length >= 1);
    await quietPeriod();
    expect(mailTo(acceptance.technician.email)).toHaveLength(0);
  });

  it('sends nothing to an assigned technician without an address', async () => {
    const acceptance = acceptedRequest({ technician: { email: '' } });
    await accept(acceptance);
    const cancelled = event(CANCELLED, cancellationOf(acceptance));

    await harness.transport.publish(cancelled);

    await waitUntil(() => supportMail(acceptance.ticketNumber, 'cancelled').length >= 1);
    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(cancelled.id)).toBe(false);
  });
});

describe('service-request.on-hold.v1', () => {
  it('tells the company the reason and the new ETA, once per hold', async () => {
    const hold = heldRequest();
    const held = event(ON_HOLD, hold);
    const republished = event(ON_HOLD, hold);

    await Promise.all([harness.transport.publish(held), harness.transport.publish(held)]);
    await harness.transport.publish(republished);

    const [mail] = await receivedBy(hold.companyEmail);
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    expect(mail?.headers.subject).toBe(
      `Service request ${hold.ticketNumber} is on hold: new expected arrival Fri, Jun 21, 2030, 10:00 AM AKDT`,
    );
    const { text } = bodiesOf(mail!);
    expect(text).toContain('Put on hold by: Tanya, your technician');
    expect(text).toContain('New expected arrival: Fri, Jun 21, 2030, 10:00 AM AKDT');
    expect(text).toContain('Reason\n\nFog grounded the flight to Kwethluk.');
    await waitUntil(() => inboxHas(held.id, republished.id));
    await quietPeriod();
    expect(mailTo(hold.companyEmail)).toHaveLength(1);
  });

  it('tells the company again of a second hold of the same job', async () => {
    const first = heldRequest();
    const second = {
      ...first,
      reason: 'Still fogged in.',
      eta: '2030-06-22T18:00:00.000Z',
      heldAt: '2030-06-21T15:00:00.000Z',
    };

    await harness.transport.publish(event(ON_HOLD, first));
    await receivedBy(first.companyEmail);
    await harness.transport.publish(event(ON_HOLD, second));

    const [, again] = await receivedBy(first.companyEmail, 2);
    expect(bodiesOf(again!).text).toContain('New expected arrival: Sat, Jun 22, 2030');
    expect(bodiesOf(again!).text).toContain('Still fogged in.');
  });

  it('sends nothing when the company has no address', async () => {
    const held = event(ON_HOLD, heldRequest({ companyEmail: '' }));

    await harness.transport.publish(held);
    await waitUntil(() => inboxHas(held.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(held.id)).toBe(false);
  });
});

describe('service-request.resumed.v1', () => {
  it('tells the company the work is back on, with the ETA, once', async () => {
    const resumption = resumedRequest({ resumedBy: 'admin' });
    const resumed = event(RESUMED, resumption);
    const republished = event(RESUMED, resumption);

    await Promise.all([harness.transport.publish(resumed), harness.transport.publish(resumed)]);
    await harness.transport.publish(republished);

    const [mail] = await receivedBy(resumption.companyEmail);
    expect(mail?.headers.subject).toBe(
      `Service request ${resumption.ticketNumber} is back on: expected arrival Fri, Jun 21, 2030, 10:00 AM AKDT`,
    );
    const { text } = bodiesOf(mail!);
    expect(text).toContain('the work on your request is going ahead');
    expect(text).toContain('Resumed by: The Remote Hands Alaska team');
    expect(text).toContain(`${publicWebUrl}/dashboard/requests/${resumption.requestId}`);
    await waitUntil(() => inboxHas(resumed.id, republished.id));
    await quietPeriod();
    expect(mailTo(resumption.companyEmail)).toHaveLength(1);
  });

  it('sends nothing when the company has no address', async () => {
    const resumed = event(RESUMED, resumedRequest({ companyEmail: '' }));

    await harness.transport.publish(resumed);
    await waitUntil(() => inboxHas(resumed.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(resumed.id)).toBe(false);
  });
});

describe('service-request.flagged.v1', () => {
  it('asks support to dispatch by hand, once however often it is told', async () => {
    const flag = flaggedRequest({ community: '', offersSent: 0 });
    const flagged = event(FLAGGED, flag);
    const republished = event(FLAGGED, flag);

    await Promise.all([harness.transport.publish(flagged), harness.transport.publish(flagged)]);
    await harness.transport.publish(republished);

    await waitUntil(() => supportMail(flag.ticketNumber, 'by hand').length >= 1);
    const [mail] = supportMail(flag.ticketNumber);
    expect(mail?.headers.subject).toBe(
      `Service request ${flag.ticketNumber} needs dispatching by hand`,
    );
    const { text } = bodiesOf(mail!);
    expect(text).toContain("The location's city is not in the list of Alaska communities");
    expect(text).toContain('Community: Not in the community list');
    expect(text).toContain(`${publicWebUrl}/admin?tab=dispatch`);
    await waitUntil(() => inboxHas(flagged.id, republished.id));
    await quietPeriod();
    expect(supportMail(flag.ticketNumber)).toHaveLength(1);
  });
});
