import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import { createInProcessTransport, type InProcessTransport, type RunningService } from '@rha/kit';
import {
  createTestDb,
  startTestIssuer,
  userToken,
  type TestDb,
  type TestIssuer,
} from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailQueue } from '../src/domain/emails.js';
import { createNotifier } from '../src/domain/notifier.js';
import { offerNotice } from '../src/domain/notices.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import {
  acceptedRequest,
  changedUser,
  completedOnboarding,
  dispatchedRequest,
  event,
  flaggedRequest,
  offer,
  vettingChange,
} from './support/events.js';
import { startNotification } from './support/service.js';
import { startTestSmtpServer, waitUntil, type TestSmtpServer } from './support/smtp-server.js';

type Created = EventData<'notification.created.v1'>;

let testDb: TestDb;
let issuer: TestIssuer;
let smtp: TestSmtpServer;
let transport: InProcessTransport;
let service: RunningService;
let baseUrl: string;
const announced: Created[] = [];

beforeAll(async () => {
  testDb = await createTestDb('notification_inbox');
  issuer = await startTestIssuer();
  smtp = await startTestSmtpServer();
  transport = createInProcessTransport();
  // What the bff's live streams consume: the announcements of new notices.
  await transport.consume({
    service: 'live-test',
    bindings: ['notification.created.v1'],
    handle: async (envelope) => {
      announced.push(envelope.data as Created);
    },
  });
  service = await startNotification(
    {
      DATABASE_URL: testDb.url,
      DATABASE_SCHEMA: testDb.schema,
      SMTP_URL: smtp.url,
      KEYCLOAK_URL: issuer.issuer.replace(/\/realms\/remote-hands$/, ''),
    },
    { transport, events: { maxAttempts: 2, retryDelayMs: 20 } },
  );
  baseUrl = `http://127.0.0.1:${service.port}`;
});

afterAll(async () => {
  await service?.stop();
  await transport?.close();
  await smtp?.close();
  await issuer?.close();
  await testDb?.drop();
});

function tokenOf(sub: string, role = 'technician'): string {
  return userToken(issuer, { sub, roles: [role] });
}

async function call(path: string, token: string | undefined, init: RequestInit = {}) {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
}

interface Inbox {
  notifications: { id: string; kind: string; title: string; actor: string; link: string }[];
  unread: number;
}

async function inboxOf(sub: string, role = 'technician'): Promise<Inbox> {
  const response = await call('/notifications', tokenOf(sub, role));
  expect(response.status).toBe(200);
  return (await response.json()) as Inbox;
}

async function publishAndWait(...events: ReturnType<typeof event>[]) {
  for (const published of events) await transport.publish(published);
  await waitUntil(
    async () =>
      (
        await testDb.db('inbox').whereIn(
          'event_id',
          events.map((published) => published.id),
        )
      ).length === events.length,
  );
}

describe('the inbox', () => {
  it("keeps a job offer in the technician's inbox with who, when and a link, and announces it", async () => {
    const technicianId = randomUUID();
    const dispatch = dispatchedRequest({ offers: [offer({ technicianId })] });
    const offered = event('service-request.dispatched.v1', dispatch);
    await publishAndWait(offered);

    const inbox = await inboxOf(technicianId);
    expect(inbox.unread).toBe(1);
    expect(inbox.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'offer-received',
        title: `New job offer ${dispatch.ticketNumber} in Kwethluk`,
        actor: 'Smart dispatch',
        link: '/dashboard?tab=jobs',
        createdAt: new Date(offered.occurredAt).toISOString(),
        readAt: null,
      },
    ]);
    await waitUntil(() => announced.some((item) => item.recipientId === technicianId));
    expect(announced.find((item) => item.recipientId === technicianId)?.notification).toEqual(
      inbox.notifications[0],
    );
  });

  it("finds the company's account by its address for the company's notices", async () => {
    const company = changedUser({ userType: 'company', email: `sam-${randomUUID()}@example.com` });
    const acceptance = acceptedRequest({ companyEmail: company.email });
    await publishAndWait(event('identity.user.changed.v1', company));
    await publishAndWait(event('service-request.accepted.v1', acceptance));

    const inbox = await inboxOf(company.keycloakId, 'company');
    expect(
      inbox.notifications.map(({ kind, title, actor, link }) => ({ kind, title, actor, link })),
    ).toEqual([
      {
        kind: 'job-accepted',
        title: `Request ${acceptance.ticketNumber} accepted`,
        actor: 'Tanya, your technician',
        link: `/dashboard/requests/${acceptance.requestId}`,
      },
    ]);
  });

  it('tells a person once per event, however often the same event reaches it', async () => {
    const technicianId = randomUUID();
    const dispatch = dispatchedRequest({ offers: [offer({ technicianId })] });
    const offered = event('service-request.dispatched.v1', dispatch);
    const notifier = createNotifier(createEmailQueue(await loadEmailTemplates()));
    for (let time = 0; time < 2; time += 1) {
      await testDb.db.transaction((trx) =>
        notifier.notify(trx, offered, { to: { id: technicianId }, notice: offerNotice(dispatch) }),
      );
    }
    expect((await inboxOf(technicianId)).notifications).toHaveLength(1);
  });

  it("lets nobody read or mark another person's notices", async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    await publishAndWait(
      event(
        'service-request.dispatched.v1',
        dispatchedRequest({ offers: [offer({ technicianId: owner })] }),
      ),
    );
    const [notice] = (await inboxOf(owner)).notifications;

    expect((await inboxOf(stranger)).notifications).toEqual([]);
    const marked = await call(`/notifications/${notice?.id}/read`, tokenOf(stranger), {
      method: 'POST',
    });
    expect(marked.status).toBe(404);
    expect(((await marked.json()) as { code: string }).code).toBe('notification_not_found');
    await call('/notifications/read', tokenOf(stranger), { method: 'POST' });
    expect((await inboxOf(owner)).unread).toBe(1);

    expect((await call('/notifications', undefined)).status).toBe(401);
  });

  it('marks one notice read, then all of them', async () => {
    const technicianId = randomUUID();
    const to = { technicianId };
    await publishAndWait(
      event('service-request.dispatched.v1', dispatchedRequest({ offers: [offer(to)] })),
      event('service-request.dispatched.v1', dispatchedRequest({ offers: [offer(to)] })),
      event('technician.vetting.changed.v1', vettingChange({ technicianId, to: 'approved' })),
    );
    const before = await inboxOf(technicianId);
    expect(before.unread).toBe(3);

    const first = before.notifications[0];
    const marked = await call(`/notifications/${first?.id}/read`, tokenOf(technicianId), {
      method: 'POST',
    });
    expect(marked.status).toBe(204);
    const after = await inboxOf(technicianId);
    expect(after.unread).toBe(2);
    expect(after.notifications.find((item) => item.id === first?.id)).toMatchObject({
      readAt: expect.any(String),
    });

    expect(
      (await call('/notifications/read', tokenOf(technicianId), { method: 'POST' })).status,
    ).toBe(204);
    expect((await inboxOf(technicianId)).unread).toBe(0);
  });
});

describe('notification settings', () => {
  it('e-mails every kind until the person switches it off, and keeps the in-app notice', async () => {
    const technicianId = randomUUID();
    const token = tokenOf(technicianId);
    const initial = await call('/notification-settings', token);
    const settings = (await initial.json()) as { email: Record<string, boolean> };
    expect(Object.values(settings.email).every(Boolean)).toBe(true);
    expect(Object.keys(settings.email)).toContain('offer-received');

    const changed = await call('/notification-settings', token, {
      method: 'PATCH',
      body: JSON.stringify({ email: { 'offer-received': false } }),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as typeof settings).email).toMatchObject({
      'offer-received': false,
      'vetting-decision': true,
    });

    const quiet = offer({ technicianId, email: `quiet-${randomUUID()}@example.com` });
    const mailed = offer({ email: `mailed-${randomUUID()}@example.com` });
    await publishAndWait(
      event('service-request.dispatched.v1', dispatchedRequest({ offers: [quiet, mailed] })),
    );
    await waitUntil(() => smtp.received.some((mail) => mail.envelope.to.includes(mailed.email)));
    expect(smtp.received.filter((mail) => mail.envelope.to.includes(quiet.email))).toEqual([]);
    expect(await testDb.db('emails').where({ recipient: quiet.email })).toEqual([]);
    expect((await inboxOf(technicianId)).notifications).toHaveLength(1);

    const approval = vettingChange({ technicianId, to: 'approved', email: quiet.email });
    await publishAndWait(event('technician.vetting.changed.v1', approval));
    await waitUntil(() => smtp.received.some((mail) => mail.envelope.to.includes(quiet.email)));
  });

  it('refuses an unknown kind', async () => {
    const response = await call('/notification-settings', tokenOf(randomUUID()), {
      method: 'PATCH',
      body: JSON.stringify({ email: { teleportation: false } }),
    });
    expect(response.status).toBe(400);
  });
});

describe("the admins' notices", () => {
  /** The notices of this kind in the person's inbox, as they read them. */
  async function noticesOf(sub: string, role: string, kind: string) {
    return (await inboxOf(sub, role)).notifications
      .filter((notice) => notice.kind === kind)
      .map(({ title, actor, link }) => ({ title, actor, link }));
  }

  async function accounts(...users: ReturnType<typeof changedUser>[]) {
    await publishAndWait(...users.map((user) => event('identity.user.changed.v1', user)));
    return users;
  }

  it('tells every admin once of a request smart dispatch could not place, and nobody else', async () => {
    const [first, second, technician] = await accounts(
      changedUser({ userType: 'admin' }),
      changedUser({ userType: 'admin' }),
      changedUser({ userType: 'technician' }),
    );
    const flag = flaggedRequest();
    const flagged = event('service-request.flagged.v1', flag);
    await publishAndWait(flagged);
    // Redelivered: every admin keeps the one notice.
    await transport.publish(flagged);
    await publishAndWait(event('service-request.flagged.v1', flaggedRequest()));

    for (const admin of [first, second]) {
      const notices = await noticesOf(admin!.keycloakId, 'admin', 'request-unplaced');
      expect(notices.filter((notice) => notice.title.includes(flag.ticketNumber))).toEqual([
        {
          title: `Request ${flag.ticketNumber} needs dispatching by hand`,
          actor: 'Smart dispatch',
          link: '/admin?tab=dispatch',
        },
      ]);
      await waitUntil(() =>
        announced.some(
          (item) =>
            item.recipientId === admin!.keycloakId &&
            item.notification.title.includes(flag.ticketNumber),
        ),
      );
    }
    expect(await noticesOf(technician!.keycloakId, 'technician', 'request-unplaced')).toEqual([]);
  });

  it('tells every admin that an applicant finished onboarding and waits on vetting', async () => {
    const [admin] = await accounts(changedUser({ userType: 'admin' }));
    const applicant = completedOnboarding({ fullName: 'Mae Marshall' });
    await publishAndWait(event('technician.onboarding.completed.v1', applicant));

    expect(await noticesOf(admin!.keycloakId, 'admin', 'applicant-waiting')).toContainEqual({
      title: 'Mae Marshall finished onboarding and waits on vetting',
      actor: 'Mae Marshall',
      link: '/admin?tab=technicians',
    });
    expect(await noticesOf(applicant.technicianId, 'technician', 'applicant-waiting')).toEqual([]);
  });

  it('stops telling an account identity no longer holds for an admin, whatever arrives late', async () => {
    const keycloakId = randomUUID();
    await accounts(
      changedUser({ keycloakId, userType: 'admin', changedAt: '2030-06-15T17:00:00.000Z' }),
      changedUser({ keycloakId, userType: 'company', changedAt: '2030-06-16T17:00:00.000Z' }),
      changedUser({ keycloakId, userType: 'admin', changedAt: '2030-06-14T17:00:00.000Z' }),
    );
    const flag = flaggedRequest();
    await publishAndWait(event('service-request.flagged.v1', flag));

    expect(await noticesOf(keycloakId, 'company', 'request-unplaced')).toEqual([]);
  });
});
