import { createInProcessTransport, type InProcessTransport, type RunningService } from '@rha/kit';
import { createTestDb, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokenEvent,
  cancelledRequest,
  completedOnboarding,
  event,
  registeredUser,
  submittedRequest,
  uniqueEmail,
  vettingChange,
  type SubmittedRequest,
} from './support/events.js';
import { mailFrom, publicWebUrl, startNotification, supportEmail } from './support/service.js';
import {
  bodiesOf,
  startTestSmtpServer,
  waitUntil,
  type ReceivedMail,
  type TestSmtpServer,
} from './support/smtp-server.js';

const USER_REGISTERED = 'identity.user.registered.v1';
const SERVICE_REQUEST_SUBMITTED = 'service-request.submitted.v1';
const SERVICE_REQUEST_CANCELLED = 'service-request.cancelled.v1';
const ONBOARDING_COMPLETED = 'technician.onboarding.completed.v1';
const VETTING_CHANGED = 'technician.vetting.changed.v1';
const EMAIL_CHANGE_REQUESTED = 'identity.email-change.requested.v1';

let testDb: TestDb;
let smtp: TestSmtpServer;
let transport: InProcessTransport;
let service: RunningService;

beforeAll(async () => {
  testDb = await createTestDb('notification_events');
  smtp = await startTestSmtpServer();
  transport = createInProcessTransport();
  service = await start();
});

afterAll(async () => {
  await service?.stop();
  await transport?.close();
  await smtp?.close();
  await testDb?.drop();
});

function start(): Promise<RunningService> {
  return startNotification(
    { DATABASE_URL: testDb.url, DATABASE_SCHEMA: testDb.schema, SMTP_URL: smtp.url },
    { transport, events: { maxAttempts: 2, retryDelayMs: 20 } },
  );
}

function mailTo(address: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.envelope.to.includes(address));
}

function supportMailAbout(ticket: string): ReceivedMail[] {
  return mailTo(supportEmail).filter((mail) => mail.headers.subject?.includes(ticket));
}

async function receivedBy(address: string, count = 1): Promise<ReceivedMail[]> {
  await waitUntil(() => mailTo(address).length >= count);
  return mailTo(address);
}

/** Time enough for a duplicate to be handled (and its e-mail sent) were it not absorbed. */
const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 400));

async function emailRowsTo(address: string) {
  return testDb.db('emails').where({ recipient: address });
}

function deadLettered(eventId: string): boolean {
  return transport.deadLetters('notification').some((letter) => letter.event.id === eventId);
}

async function inboxHas(eventId: string): Promise<boolean> {
  return (await testDb.db('inbox').where({ event_id: eventId }).first()) !== undefined;
}

describe('identity.user.registered.v1', () => {
  it('sends a new technician one welcome e-mail that leads to the onboarding', async () => {
    const user = registeredUser({ userType: 'technician', fullName: 'Tanya Nome' });

    await transport.publish(event(USER_REGISTERED, user));

    const [mail] = await receivedBy(user.email);
    expect(mail?.envelope.to).toEqual([user.email]);
    expect(mail?.headers.from).toBe(mailFrom);
    expect(mail?.headers.subject).toBe(
      'Welcome to Remote Hands Alaska: your next step is onboarding',
    );
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text, html } = bodiesOf(mail!);
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('Onboarding takes 21 short steps');
    expect(text).toContain(`Complete your onboarding: ${publicWebUrl}/onboarding`);
    expect(html).toContain(`href="${publicWebUrl}/onboarding"`);
    await quietPeriod();
    expect(mailTo(user.email)).toHaveLength(1);
    expect(await emailRowsTo(user.email)).toMatchObject([
      { template: 'technician-welcome', status: 'sent' },
    ]);
  });

  it('sends a new company the onboarding e-mail about locations and requests', async () => {
    const user = registeredUser({ userType: 'company', fullName: 'Sam Kuskokwim' });

    await transport.publish(event(USER_REGISTERED, user));

    const [mail] = await receivedBy(user.email);
    expect(mail?.headers.subject).toBe(
      'Welcome to Remote Hands Alaska: getting help on site, anywhere in Alaska',
    );
    const { text, html } = bodiesOf(mail!);
    expect(text).toContain('Hi Sam,');
    expect(text).toContain(`Open Company Profile (${publicWebUrl}/dashboard?tab=settings)`);
    expect(text).toContain('Add Location');
    for (const kind of ['Remote Hands', 'Remote Eyes', 'Custom Request']) {
      expect(text).toContain(`- ${kind}\n`);
    }
    // Handlebars escapes `=` too; mail clients decode it like any character reference.
    expect(html).toContain(`href="${publicWebUrl}/dashboard?tab&#x3D;service-request"`);
    expect((await emailRowsTo(user.email)).map((row) => row.template)).toEqual([
      'company-onboarding',
    ]);
  });

  it('sends one e-mail when the same event is delivered twice, at once or later', async () => {
    const user = registeredUser();
    const registered = event(USER_REGISTERED, user);

    await Promise.all([transport.publish(registered), transport.publish(registered)]);
    await receivedBy(user.email);
    await transport.publish(registered);
    await quietPeriod();

    expect(mailTo(user.email)).toHaveLength(1);
    expect(await emailRowsTo(user.email)).toHaveLength(1);
    expect(transport.deadLetters('notification')).toEqual([]);
  });

  it('acknowledges an admin registration without sending anything', async () => {
    const admin = registeredUser({ userType: 'admin' });
    const registered = event(USER_REGISTERED, admin);

    await transport.publish(registered);
    await waitUntil(() => inboxHas(registered.id));
    await quietPeriod();

    expect(mailTo(admin.email)).toHaveLength(0);
    expect(transport.deadLetters('notification')).toEqual([]);
  });

  it('dead-letters a payload that breaks the contract after its retries, with no e-mail', async () => {
    const email = uniqueEmail('broken');
    const broken = brokenEvent(USER_REGISTERED, registeredUser({ email }), { userType: 'ranger' });

    await transport.publish(broken);
    await waitUntil(() =>
      transport.deadLetters('notification').some((letter) => letter.event.id === broken.id),
    );

    const letter = transport
      .deadLetters('notification')
      .find((dead) => dead.event.id === broken.id);
    expect(letter).toMatchObject({ queue: 'notification.events.dlq', attempts: 2 });
    expect(letter?.error).toContain('userType');
    expect(await emailRowsTo(email)).toHaveLength(0);
    expect(await inboxHas(broken.id)).toBe(false);
    expect(mailTo(email)).toHaveLength(0);
  });
});

describe('service-request.submitted.v1', () => {
  async function submit(request: SubmittedRequest) {
    await transport.publish(event(SERVICE_REQUEST_SUBMITTED, request));
    await waitUntil(
      () =>
        supportMailAbout(request.ticketNumber).length >= 1 &&
        mailTo(request.submittedBy.email).length >= 1,
    );
    return {
      support: supportMailAbout(request.ticketNumber),
      confirmation: mailTo(request.submittedBy.email),
    };
  }

  it('e-mails support every answer, with replies going to the company user', async () => {
    const request = submittedRequest();

    const { support } = await submit(request);

    expect(support).toHaveLength(1);
    const [mail] = support;
    expect(mail?.envelope.to).toEqual([supportEmail]);
    expect(mail?.headers.subject).toBe(
      `Service request ${request.ticketNumber}: Remote Hands for Kuskokwim Clinics`,
    );
    expect(mail?.headers['reply-to']).toBe(`Sam Kuskokwim <${request.submittedBy.email}>`);
    const { text, html } = bodiesOf(mail!);
    for (const line of [
      `Ticket number: ${request.ticketNumber}`,
      'Service type: Remote Hands',
      'Company: Kuskokwim Clinics',
      `Submitted by: Sam Kuskokwim <${request.submittedBy.email}>`,
      'Submitted: Mon, Dec 1, 2025, 9:05 AM AKST',
      'Location: 100 Ridgecrest Dr, Bethel, Alaska 99559',
      'Preferred date: Monday, December 8, 2025',
      'Preferred time range: 10:00 AM - 12:00 PM',
      'The clinic router drops every evening; please power cycle and swap it.',
      'Restricted access: Yes',
      'Contact person: Mary Nanuk',
      'Contact phone: 9075550123',
      'Keys needed: Front door key at the city office',
      'Live video required: Yes',
      'WiFi or 4G on site: No',
      'Pro Package ($800): Yes',
      'Power outlet on site: No',
      'Expected video duration: 1-2 hours',
      `Supporting documentation: Yes, to follow by e-mail under the subject "Supporting Documentation for Service Request ${request.ticketNumber}"`,
      'Call the clinic before the flight lands.',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain(
      '<th scope="row" style="text-align:left;padding:4px 12px 4px 0;">Company</th><td style="padding:4px 0;">Kuskokwim Clinics</td>',
    );
  });

  it('confirms the request to the company user with its ticket and what happens next', async () => {
    const request = submittedRequest();

    const { confirmation } = await submit(request);

    expect(confirmation).toHaveLength(1);
    const [mail] = confirmation;
    expect(mail?.headers.subject).toBe(`We received your service request ${request.ticketNumber}`);
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text } = bodiesOf(mail!);
    expect(text).toContain('Hi Sam,');
    expect(text).toContain(`Ticket number: ${request.ticketNumber}`);
    expect(text).toContain('Location: 100 Ridgecrest Dr, Bethel, Alaska 99559');
    expect(text).toContain('Preferred date: Monday, December 8, 2025');
    expect(text).toContain('What happens next');
    expect(text).toContain(
      `please e-mail it to ${supportEmail} with the subject "Supporting Documentation for Service Request ${request.ticketNumber}"`,
    );
    expect(text).toContain(`${publicWebUrl}/dashboard?tab=service-request`);
  });

  it('sends each of the two e-mails once when the event is delivered twice', async () => {
    const request = submittedRequest({ answers: { hasDocumentation: 'no' } });
    const submitted = event(SERVICE_REQUEST_SUBMITTED, request);

    await Promise.all([transport.publish(submitted), transport.publish(submitted)]);
    await waitUntil(() => mailTo(request.submittedBy.email).length >= 1);
    await quietPeriod();

    expect(supportMailAbout(request.ticketNumber)).toHaveLength(1);
    expect(mailTo(request.submittedBy.email)).toHaveLength(1);
    expect(bodiesOf(mailTo(request.submittedBy.email)[0]!).text).not.toContain(
      'Supporting documentation',
    );
  });
});

describe('service-request.cancelled.v1', () => {
  it('tells support the ticket was cancelled, by whom, from which status and why', async () => {
    const cancellation = cancelledRequest({ from: 'Dispatching', cancelledBy: 'admin' });

    await transport.publish(event(SERVICE_REQUEST_CANCELLED, cancellation));
    await waitUntil(() => supportMailAbout(cancellation.ticketNumber).length >= 1);

    const [mail] = supportMailAbout(cancellation.ticketNumber);
    expect(mail?.envelope.to).toEqual([supportEmail]);
    expect(mail?.headers.from).toBe(mailFrom);
    expect(mail?.headers.subject).toBe(
      `Service request ${cancellation.ticketNumber} cancelled by an admin`,
    );
    const { text, html } = bodiesOf(mail!);
    for (const line of [
      'Please stop any work on this request',
      `Ticket number: ${cancellation.ticketNumber}`,
      'Cancelled by: an admin',
      'Status before: Dispatching',
      'Cancelled: Tue, Dec 2, 2025, 9:05 AM AKST',
      'The clinic fixed the router itself.',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain('The clinic fixed the router itself.');
    await quietPeriod();
    expect(supportMailAbout(cancellation.ticketNumber)).toHaveLength(1);
  });

  it('sends one e-mail when the event is delivered twice or the cancellation published again', async () => {
    const cancellation = cancelledRequest();
    const cancelled = event(SERVICE_REQUEST_CANCELLED, cancellation);
    const republished = event(SERVICE_REQUEST_CANCELLED, cancellation);

    await Promise.all([transport.publish(cancelled), transport.publish(cancelled)]);
    await waitUntil(() => supportMailAbout(cancellation.ticketNumber).length >= 1);
    await transport.publish(cancelled);
    await transport.publish(republished);
    await waitUntil(() => inboxHas(republished.id));
    await quietPeriod();

    const support = supportMailAbout(cancellation.ticketNumber);
    expect(support).toHaveLength(1);
    expect(support[0]?.headers.subject).toContain('cancelled by the company');
    expect(bodiesOf(support[0]!).text).toContain('Reason\n\nThe clinic fixed the router itself.');
    expect([cancelled, republished].some((sent) => deadLettered(sent.id))).toBe(false);
  });

  it('dead-letters a cancellation without a reason after its retries, with no e-mail', async () => {
    const cancellation = cancelledRequest();
    const broken = brokenEvent(SERVICE_REQUEST_CANCELLED, cancellation, { reason: undefined });

    await transport.publish(broken);
    await waitUntil(() => deadLettered(broken.id));

    const letter = transport
      .deadLetters('notification')
      .find((dead) => dead.event.id === broken.id);
    expect(letter).toMatchObject({ queue: 'notification.events.dlq', attempts: 2 });
    expect(letter?.error).toContain('reason');
    expect(await inboxHas(broken.id)).toBe(false);
    expect(supportMailAbout(cancellation.ticketNumber)).toHaveLength(0);
  });
});

describe('identity.email-change.requested.v1', () => {
  it('mails the confirmation link to the new address and nothing to the current one', async () => {
    const request = {
      keycloakId: crypto.randomUUID(),
      fullName: 'Tanya Nome',
      email: uniqueEmail('tanya-new'),
      currentEmail: uniqueEmail('tanya-old'),
      token: 'Ab-_9'.repeat(8),
      expiresAt: '2030-06-16T18:00:00.000Z',
    };

    await transport.publish(event(EMAIL_CHANGE_REQUESTED, request));

    const [mail] = await receivedBy(request.email);
    expect(mail?.envelope.to).toEqual([request.email]);
    expect(mail?.headers.subject).toBe('Confirm your new e-mail address for Remote Hands Alaska');
    const { text, html } = bodiesOf(mail!);
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain(`Until you do, we keep writing to ${request.currentEmail}.`);
    expect(text).toContain(
      `Confirm my e-mail address: ${publicWebUrl}/confirm-email?token=${request.token}`,
    );
    expect(html).toContain(`href="${publicWebUrl}/confirm-email?token&#x3D;${request.token}"`);
    await quietPeriod();
    expect(mailTo(request.currentEmail)).toHaveLength(0);
    expect(await emailRowsTo(request.email)).toMatchObject([
      { template: 'email-change-confirmation', status: 'sent' },
    ]);
  });
});

describe('technician.onboarding.completed.v1', () => {
  it('thanks the technician once, at the address of the event, with what happens next', async () => {
    const technician = completedOnboarding({ fullName: 'Tanya Nome' });
    const supportBefore = mailTo(supportEmail).length;

    await transport.publish(event(ONBOARDING_COMPLETED, technician));

    const [mail] = await receivedBy(technician.email);
    expect(mail?.envelope.to).toEqual([technician.email]);
    expect(mail?.headers.from).toBe(mailFrom);
    expect(mail?.headers.subject).toBe(
      'Thank you, Tanya: your technician application is in review',
    );
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text, html } = bodiesOf(mail!);
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('What happens next');
    expect(text).toContain('run a background check');
    expect(text).toContain(`Open your profile: ${publicWebUrl}/dashboard?tab=questionnaire`);
    expect(html).toContain(`href="${publicWebUrl}/dashboard?tab&#x3D;questionnaire"`);
    await quietPeriod();
    expect(mailTo(technician.email)).toHaveLength(1);
    expect(mailTo(supportEmail)).toHaveLength(supportBefore);
    expect(await emailRowsTo(technician.email)).toMatchObject([
      { template: 'technician-onboarding-completed', status: 'sent' },
    ]);
  });

  it('sends one e-mail when the same event is delivered twice, at once or later', async () => {
    const technician = completedOnboarding();
    const completed = event(ONBOARDING_COMPLETED, technician);

    await Promise.all([transport.publish(completed), transport.publish(completed)]);
    await receivedBy(technician.email);
    await transport.publish(completed);
    await quietPeriod();

    expect(mailTo(technician.email)).toHaveLength(1);
    expect(await emailRowsTo(technician.email)).toHaveLength(1);
    expect(deadLettered(completed.id)).toBe(false);
  });

  it('sends nothing more for a second completion of the same technician under a new event id', async () => {
    const technician = completedOnboarding();
    const first = event(ONBOARDING_COMPLETED, technician);
    const second = event(ONBOARDING_COMPLETED, technician);
    const later = event(ONBOARDING_COMPLETED, {
      ...technician,
      completedAt: '2025-12-02T18:05:00.000Z',
    });

    await Promise.all([transport.publish(first), transport.publish(second)]);
    await receivedBy(technician.email);
    await transport.publish(later);
    await waitUntil(async () => (await inboxHas(later.id)) && (await inboxHas(second.id)));
    await quietPeriod();

    expect(mailTo(technician.email)).toHaveLength(1);
    expect(await emailRowsTo(technician.email)).toHaveLength(1);
    expect([first, second, later].some((sent) => deadLettered(sent.id))).toBe(false);
  });

  it('thanks two technicians who complete at the same moment each once', async () => {
    const tanya = completedOnboarding({ fullName: 'Tanya Nome' });
    const joe = completedOnboarding({ fullName: 'Joe Bethel' });

    await Promise.all([
      transport.publish(event(ONBOARDING_COMPLETED, tanya)),
      transport.publish(event(ONBOARDING_COMPLETED, joe)),
    ]);

    const [toTanya] = await receivedBy(tanya.email);
    const [toJoe] = await receivedBy(joe.email);
    expect(bodiesOf(toTanya!).text).toContain('Hi Tanya,');
    expect(bodiesOf(toJoe!).text).toContain('Hi Joe,');
  });

  it('dead-letters a completion without a valid address, sending nothing', async () => {
    const technician = completedOnboarding();
    const broken = brokenEvent(ONBOARDING_COMPLETED, technician, { email: 'not-an-address' });

    await transport.publish(broken);
    await waitUntil(() => deadLettered(broken.id));

    const letter = transport
      .deadLetters('notification')
      .find((dead) => dead.event.id === broken.id);
    expect(letter?.error).toContain('email');
    expect(await emailRowsTo(technician.email)).toHaveLength(0);
    expect(await emailRowsTo('not-an-address')).toHaveLength(0);
    expect(await inboxHas(broken.id)).toBe(false);
  });
});

describe('technician.vetting.changed.v1', () => {
  it('tells an approved technician once, at the address of the event, with the dashboard link', async () => {
    const change = vettingChange({ to: 'approved' });

    await transport.publish(event(VETTING_CHANGED, change));

    const [mail] = await receivedBy(change.email);
    expect(mail?.envelope.to).toEqual([change.email]);
    expect(mail?.headers.from).toBe(mailFrom);
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    expect(mail?.headers.subject).toBe(
      'You are approved, Tanya: welcome to the Remote Hands Alaska technicians',
    );
    const { text, html } = bodiesOf(mail!);
    expect(text).toContain('What happens next');
    expect(text).toContain(`Open your dashboard: ${publicWebUrl}/dashboard`);
    expect(html).toContain(`href="${publicWebUrl}/dashboard"`);
    await quietPeriod();
    expect(mailTo(change.email)).toHaveLength(1);
    expect(await emailRowsTo(change.email)).toMatchObject([
      { template: 'technician-vetting-approved', status: 'sent' },
    ]);
  });

  it('tells a rejected technician the reason, once', async () => {
    const change = vettingChange({
      from: 'interview',
      to: 'rejected',
      reason: 'We could not reach any of your references.',
    });

    await transport.publish(event(VETTING_CHANGED, change));

    const [mail] = await receivedBy(change.email);
    expect(mail?.headers.subject).toBe(
      'Tanya, an update on your Remote Hands Alaska technician application',
    );
    expect(bodiesOf(mail!).text).toContain('We could not reach any of your references.');
    await quietPeriod();
    expect(mailTo(change.email)).toHaveLength(1);
    expect(await emailRowsTo(change.email)).toMatchObject([
      { template: 'technician-vetting-rejected' },
    ]);
  });

  it('sends nothing for a move to interview, background check or suspension', async () => {
    const changes = [
      vettingChange({ from: 'applied', to: 'interview' }),
      vettingChange({ from: 'interview', to: 'background_check' }),
      vettingChange({ from: 'approved', to: 'suspended' }),
    ];
    const events = changes.map((change) => event(VETTING_CHANGED, change));

    await Promise.all(events.map((sent) => transport.publish(sent)));
    await waitUntil(async () =>
      (await Promise.all(events.map((sent) => inboxHas(sent.id)))).every(Boolean),
    );
    await quietPeriod();

    for (const change of changes) {
      expect(mailTo(change.email)).toHaveLength(0);
      expect(await emailRowsTo(change.email)).toHaveLength(0);
    }
  });

  it('sends nothing more when the event is redelivered or the change published again', async () => {
    const change = vettingChange({ to: 'approved' });
    const approved = event(VETTING_CHANGED, change);
    const republished = event(VETTING_CHANGED, change);

    await Promise.all([transport.publish(approved), transport.publish(approved)]);
    await receivedBy(change.email);
    await transport.publish(approved);
    await transport.publish(republished);
    await waitUntil(() => inboxHas(republished.id));
    await quietPeriod();

    expect(mailTo(change.email)).toHaveLength(1);
    expect(await emailRowsTo(change.email)).toHaveLength(1);
    expect([approved, republished].some((sent) => deadLettered(sent.id))).toBe(false);
  });

  it('e-mails a technician approved again after a suspension a second time', async () => {
    const email = uniqueEmail('tanya');
    const technicianId = crypto.randomUUID();

    await transport.publish(event(VETTING_CHANGED, vettingChange({ email, technicianId })));
    await receivedBy(email);
    await transport.publish(
      event(VETTING_CHANGED, vettingChange({ email, technicianId, from: 'suspended' })),
    );

    expect(await receivedBy(email, 2)).toHaveLength(2);
  });

  it('sends nothing to a technician without an address', async () => {
    const sent = event(VETTING_CHANGED, vettingChange({ email: '' }));

    await transport.publish(sent);
    await waitUntil(() => inboxHas(sent.id));

    expect(await emailRowsTo('')).toHaveLength(0);
    expect(deadLettered(sent.id)).toBe(false);
  });
});

describe('stopping', () => {
  it('leaves events that arrive while it is stopped to the next start', async () => {
    await service.stop();
    const user = registeredUser();

    await transport.publish(event(USER_REGISTERED, user));
    await quietPeriod();
    expect(mailTo(user.email)).toHaveLength(0);

    service = await start();
    await receivedBy(user.email);
  });
});
