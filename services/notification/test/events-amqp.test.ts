import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel, type GetMessage } from 'amqplib';
import {
  createLogger,
  createTransport,
  enqueueEvent,
  migrate,
  startOutboxRelay,
  type RunningService,
  type Transport,
} from '@rha/kit';
import { createTestDb, testBrokerUrl, type TestDb } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acceptedRequest,
  brokenEvent,
  cancelledRequest,
  changedUser,
  completedOnboarding,
  dispatchedRequest,
  event,
  offer,
  registeredUser,
  submittedRequest,
  uniqueEmail,
  vettingChange,
} from './support/events.js';
import { startNotification, supportEmail } from './support/service.js';
import {
  bodiesOf,
  startTestSmtpServer,
  waitUntil,
  type TestSmtpServer,
} from './support/smtp-server.js';

const USER_REGISTERED = 'identity.user.registered.v1';
const USER_CHANGED = 'identity.user.changed.v1';
const EMAIL_CHANGE_REQUESTED = 'identity.email-change.requested.v1';
const SERVICE_REQUEST_SUBMITTED = 'service-request.submitted.v1';
const SERVICE_REQUEST_CANCELLED = 'service-request.cancelled.v1';
const ONBOARDING_COMPLETED = 'technician.onboarding.completed.v1';
const VETTING_CHANGED = 'technician.vetting.changed.v1';
const SERVICE_REQUEST_DISPATCHED = 'service-request.dispatched.v1';
const SERVICE_REQUEST_ACCEPTED = 'service-request.accepted.v1';
const DLQ = 'notification.events.dlq';

const brokerUrl = await testBrokerUrl();
const logger = createLogger('notification-test', 'silent');

/*
 * These use the service's real queue, `notification.events`, on a broker other test runs may share:
 * every assertion looks for this test's own addresses, tickets and event ids only.
 */
describe.skipIf(!brokerUrl)('events over RabbitMQ', () => {
  let testDb: TestDb;
  /** Another service's schema, with its own outbox. */
  let publisherDb: TestDb;
  let smtp: TestSmtpServer;
  let service: RunningService;
  let publisher: Transport;
  let inspector: ChannelModel;
  let channel: Channel;

  beforeAll(async () => {
    testDb = await createTestDb('notification_amqp');
    publisherDb = await createTestDb('notification_outbox');
    await migrate(publisherDb.db, { schema: publisherDb.schema, migrations: [] });
    smtp = await startTestSmtpServer();
    service = await startNotification(
      {
        DATABASE_URL: testDb.url,
        DATABASE_SCHEMA: testDb.schema,
        SMTP_URL: smtp.url,
        AMQP_URL: brokerUrl,
      },
      { transport: null, events: { maxAttempts: 2, retryDelayMs: 100 } },
    );
    publisher = await createTransport({ url: brokerUrl, logger });
    inspector = await amqp.connect(brokerUrl ?? '');
    channel = await inspector.createChannel();
  });

  afterAll(async () => {
    await service?.stop();
    await publisher?.close();
    await inspector?.close();
    await smtp?.close();
    await testDb?.drop();
    await publisherDb?.drop();
  });

  const mailTo = (address: string) =>
    smtp.received.filter((mail) => mail.envelope.to.includes(address));
  const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 500));

  /** Takes this event's copy out of the DLQ and puts back whatever else is there. */
  function takeDeadLetter(eventId: string): Promise<GetMessage> {
    return vi.waitFor(
      async () => {
        const others: GetMessage[] = [];
        try {
          for (;;) {
            const message = await channel.get(DLQ, { noAck: false });
            if (message === false) throw new Error(`event ${eventId} not dead-lettered yet`);
            if (message.properties.messageId === eventId) {
              channel.ack(message);
              return message;
            }
            others.push(message);
          }
        } finally {
          for (const other of others) channel.nack(other, false, true);
        }
      },
      { timeout: 20_000, interval: 200 },
    );
  }

  it('sends one technician welcome e-mail when the broker delivers the event twice', async () => {
    const user = registeredUser({ userType: 'technician' });
    const registered = event(USER_REGISTERED, user);

    await publisher.publish(registered);
    await publisher.publish(registered);
    await waitUntil(() => mailTo(user.email).length >= 1);
    await quietPeriod();

    expect(mailTo(user.email)).toHaveLength(1);
    expect(mailTo(user.email)[0]?.headers.subject).toContain('your next step is onboarding');
    expect(await testDb.db('emails').where({ recipient: user.email })).toHaveLength(1);
  });

  it('thanks a technician once when the broker delivers the completion twice and again under a new id', async () => {
    const technician = completedOnboarding();
    const completed = event(ONBOARDING_COMPLETED, technician);
    const repeated = event(ONBOARDING_COMPLETED, technician);

    await publisher.publish(completed);
    await publisher.publish(completed);
    await publisher.publish(repeated);
    await waitUntil(() => mailTo(technician.email).length >= 1);
    await waitUntil(
      async () =>
        (await testDb.db('inbox').whereIn('event_id', [completed.id, repeated.id])).length === 2,
    );
    await quietPeriod();

    expect(mailTo(technician.email)).toHaveLength(1);
    const [mail] = mailTo(technician.email);
    expect(mail?.envelope.to).toEqual([technician.email]);
    expect(mail?.headers.subject).toBe(
      'Thank you, Tanya: your technician application is in review',
    );
    expect(bodiesOf(mail!).text).toContain('/dashboard?tab=questionnaire');
    expect(await testDb.db('emails').where({ recipient: technician.email })).toMatchObject([
      { template: 'technician-onboarding-completed' },
    ]);
  });

  it('tells an approved and a rejected technician once each when the broker delivers twice', async () => {
    const approval = vettingChange({ to: 'approved' });
    const rejection = vettingChange({
      from: 'background_check',
      to: 'rejected',
      reason: 'The background check did not clear.',
    });
    const interview = vettingChange({ from: 'applied', to: 'interview' });
    const events = [approval, rejection, interview].map((change) => event(VETTING_CHANGED, change));

    for (const sent of [...events, ...events]) await publisher.publish(sent);
    await waitUntil(
      () => mailTo(approval.email).length >= 1 && mailTo(rejection.email).length >= 1,
    );
    await waitUntil(
      async () =>
        (
          await testDb.db('inbox').whereIn(
            'event_id',
            events.map((sent) => sent.id),
          )
        ).length === 3,
    );
    await quietPeriod();

    expect(mailTo(approval.email)).toHaveLength(1);
    expect(mailTo(approval.email)[0]?.headers.subject).toContain('You are approved');
    expect(mailTo(rejection.email)).toHaveLength(1);
    expect(bodiesOf(mailTo(rejection.email)[0]!).text).toContain(
      'The background check did not clear.',
    );
    expect(mailTo(interview.email)).toHaveLength(0);
  });

  it('tells support of a cancellation once when the broker delivers it twice', async () => {
    const cancellation = cancelledRequest({ from: 'Submitted', cancelledBy: 'company' });
    const cancelled = event(SERVICE_REQUEST_CANCELLED, cancellation);
    const aboutTicket = () =>
      mailTo(supportEmail).filter((mail) =>
        mail.headers.subject?.includes(cancellation.ticketNumber),
      );

    await publisher.publish(cancelled);
    await publisher.publish(cancelled);
    await waitUntil(() => aboutTicket().length >= 1);
    await quietPeriod();

    expect(aboutTicket()).toHaveLength(1);
    expect(aboutTicket()[0]?.headers.subject).toBe(
      `Service request ${cancellation.ticketNumber} cancelled by the company`,
    );
    expect(bodiesOf(aboutTicket()[0]!).text).toContain(cancellation.reason);
    expect(await testDb.db('inbox').where({ event_id: cancelled.id })).toHaveLength(1);
  });

  it('tells a technician of the offer and of the cancellation of the job they took once each when the broker delivers twice', async () => {
    const dispatch = dispatchedRequest();
    const technician = dispatch.offers[0]!;
    const acceptance = acceptedRequest({
      requestId: dispatch.requestId,
      ticketNumber: dispatch.ticketNumber,
      technician: { id: technician.technicianId, email: technician.email },
    });
    const cancellation = cancelledRequest({
      requestId: dispatch.requestId,
      ticketNumber: dispatch.ticketNumber,
      from: 'Accepted',
      assignedTechnicianId: technician.technicianId,
    });
    const events = [
      event(SERVICE_REQUEST_DISPATCHED, dispatch),
      event(SERVICE_REQUEST_ACCEPTED, acceptance),
      event(SERVICE_REQUEST_CANCELLED, cancellation),
    ];

    for (const sent of [...events, ...events]) await publisher.publish(sent);
    await waitUntil(
      () => mailTo(technician.email).length >= 2 && mailTo(acceptance.companyEmail).length >= 1,
      20_000,
    );
    await waitUntil(
      async () =>
        (
          await testDb.db('inbox').whereIn(
            'event_id',
            events.map((sent) => sent.id),
          )
        ).length === 3,
    );
    await quietPeriod();

    expect(mailTo(technician.email).map((mail) => mail.headers.subject)).toEqual(
      expect.arrayContaining([
        'New job offer: Remote Hands in Kwethluk on Jun 20, 2030',
        `Job cancelled: Remote Hands in Kwethluk, ticket ${dispatch.ticketNumber}`,
      ]),
    );
    expect(mailTo(technician.email)).toHaveLength(2);
    expect(mailTo(acceptance.companyEmail)).toHaveLength(1);
    expect(mailTo(acceptance.companyEmail)[0]?.headers.subject).toBe(
      `Tanya from Kwethluk accepted your service request ${dispatch.ticketNumber}`,
    );
  });

  it('moves a cancellation that breaks the contract to notification.events.dlq, with no e-mail', async () => {
    const cancellation = cancelledRequest();
    const broken = brokenEvent(SERVICE_REQUEST_CANCELLED, cancellation, { cancelledBy: 'ranger' });

    await publisher.publish(broken);
    const dead = await takeDeadLetter(broken.id);

    expect(String(dead.properties.headers?.['x-last-error'])).toContain('cancelledBy');
    expect(await testDb.db('inbox').where({ event_id: broken.id })).toHaveLength(0);
    expect(
      mailTo(supportEmail).some((mail) =>
        mail.headers.subject?.includes(cancellation.ticketNumber),
      ),
    ).toBe(false);
  });

  it('moves a payload that breaks the contract to notification.events.dlq, with no e-mail', async () => {
    const email = uniqueEmail('broken');
    const broken = brokenEvent(USER_REGISTERED, registeredUser({ email }), { fullName: 42 });

    await publisher.publish(broken);
    const dead = await takeDeadLetter(broken.id);

    expect(dead.properties.headers).toMatchObject({ 'x-attempt': 2 });
    expect(String(dead.properties.headers?.['x-last-error'])).toContain('fullName');
    expect(JSON.parse(dead.content.toString())).toEqual(broken);
    expect(await testDb.db('emails').where({ recipient: email })).toHaveLength(0);
    expect(await testDb.db('inbox').where({ event_id: broken.id })).toHaveLength(0);
    expect(mailTo(email)).toHaveLength(0);
  });

  it("sends the e-mails of events written to another service's outbox and relayed over RabbitMQ", async () => {
    const company = registeredUser({ userType: 'company', fullName: 'Sam Kuskokwim' });
    const request = submittedRequest();
    const technician = completedOnboarding({ fullName: 'Joe Bethel' });
    await publisherDb.db.transaction(async (trx) => {
      await enqueueEvent(trx, event(USER_REGISTERED, company));
      await enqueueEvent(trx, event(SERVICE_REQUEST_SUBMITTED, request));
      await enqueueEvent(trx, event(ONBOARDING_COMPLETED, technician));
    });
    const relay = startOutboxRelay({
      db: publisherDb.db,
      transport: publisher,
      logger,
      intervalMs: 60_000,
    });

    try {
      await waitUntil(async () => {
        await relay.flush();
        return (await publisherDb.db('outbox').whereNull('published_at')).length === 0;
      });
    } finally {
      await relay.stop();
    }
    await waitUntil(
      () =>
        mailTo(company.email).length >= 1 &&
        mailTo(technician.email).length >= 1 &&
        mailTo(request.submittedBy.email).length >= 1 &&
        mailTo(supportEmail).some((mail) => mail.headers.subject?.includes(request.ticketNumber)),
      20_000,
    );

    expect(mailTo(company.email)[0]?.headers.subject).toBe(
      'Welcome to Remote Hands Alaska: getting help on site, anywhere in Alaska',
    );
    const support = mailTo(supportEmail).filter((mail) =>
      mail.headers.subject?.includes(request.ticketNumber),
    );
    expect(support).toHaveLength(1);
    expect(support[0]?.headers['reply-to']).toBe(`Sam Kuskokwim <${request.submittedBy.email}>`);
    expect(bodiesOf(support[0]!).text).toContain(
      'Location: 100 Ridgecrest Dr, Bethel, Alaska 99559',
    );
    expect(mailTo(request.submittedBy.email)[0]?.headers.subject).toBe(
      `We received your service request ${request.ticketNumber}`,
    );
    expect(mailTo(technician.email)[0]?.headers.subject).toBe(
      'Thank you, Joe: your technician application is in review',
    );
  });

  describe('an account whose address is not proven', () => {
    const emailsTo = (address: string) => testDb.db('emails').where({ recipient: address });

    async function unproven(): Promise<ReturnType<typeof changedUser>> {
      const account = changedUser({ email: uniqueEmail('unproven'), emailVerified: false });
      await publisher.publish(event(USER_CHANGED, account));
      await waitUntil(
        async () =>
          (await testDb.db('account_addresses').where({ keycloak_id: account.keycloakId }))
            .length === 1,
      );
      return account;
    }

    it('gets no job offer until identity says it is proven, then exactly one', async () => {
      const account = await unproven();
      const dispatch = dispatchedRequest({ offers: [offer({ email: account.email })] });

      await publisher.publish(event(SERVICE_REQUEST_DISPATCHED, dispatch));
      await waitUntil(async () => (await emailsTo(account.email)).length === 1);
      await quietPeriod();

      expect(mailTo(account.email)).toHaveLength(0);
      expect(await emailsTo(account.email).first('status', 'template')).toEqual({
        status: 'held',
        template: 'service-request-offer',
      });

      const proven = { ...account, emailVerified: true, changedAt: '2030-06-15T19:00:00.000Z' };
      await publisher.publish(event(USER_CHANGED, proven));
      await publisher.publish(event(USER_CHANGED, proven));
      await waitUntil(() => mailTo(account.email).length >= 1);
      await quietPeriod();

      expect(mailTo(account.email)).toHaveLength(1);
      expect(mailTo(account.email)[0]?.headers.subject).toContain('New job offer');
      expect(await emailsTo(account.email).first('status')).toEqual({ status: 'sent' });
    });

    it('keeps holding when an older word that the address is proven arrives late', async () => {
      const account = await unproven();
      await publisher.publish(
        event(
          SERVICE_REQUEST_DISPATCHED,
          dispatchedRequest({ offers: [offer({ email: account.email })] }),
        ),
      );
      await waitUntil(async () => (await emailsTo(account.email)).length === 1);

      const older = { ...account, emailVerified: true, changedAt: '2030-06-15T16:00:00.000Z' };
      const late = event(USER_CHANGED, older);
      await publisher.publish(late);
      await waitUntil(
        async () => (await testDb.db('inbox').where({ event_id: late.id })).length === 1,
      );
      await quietPeriod();

      expect(mailTo(account.email)).toHaveLength(0);
      expect(await emailsTo(account.email).first('status')).toEqual({ status: 'held' });
    });

    it('still gets the link that proves a new address', async () => {
      const account = await unproven();

      await publisher.publish(
        event(EMAIL_CHANGE_REQUESTED, {
          keycloakId: randomUUID(),
          fullName: 'Joe Bethel',
          email: account.email,
          currentEmail: uniqueEmail('joe'),
          token: 'a-confirmation-token',
          expiresAt: '2030-06-16T18:00:00.000Z',
        }),
      );
      await waitUntil(() => mailTo(account.email).length >= 1);
      // The row is marked sent just after the mail server took the message.
      await waitUntil(
        async () => (await emailsTo(account.email).first('status'))?.status === 'sent',
      );

      expect(await emailsTo(account.email).first('status', 'template')).toEqual({
        status: 'sent',
        template: 'email-change-confirmation',
      });
    });
  });
});
