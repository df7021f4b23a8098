import { randomUUID } from 'node:crypto';
import type { EventData } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { useEventMailHarness } from './support/event-mail.js';
import { changedUser, event, ticketNumber, uniqueEmail } from './support/events.js';
import { publicWebUrl, supportEmail } from './support/service.js';
import { bodiesOf, waitUntil } from './support/smtp-server.js';

const USER_CHANGED = 'identity.user.changed.v1';
const INVOICE_ISSUED = 'billing.invoice-issued.v1';

const harness = useEventMailHarness('notification_invoice_emails');
const { mailTo, receivedBy, quietPeriod, inboxHas, deadLettered, emailRowsTo } = harness;

function issuedInvoice(
  overrides: Partial<EventData<typeof INVOICE_ISSUED>> = {},
): EventData<typeof INVOICE_ISSUED> {
  return {
    invoiceId: randomUUID(),
    number: '2030-00042',
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    companyKeycloakId: randomUUID(),
    companyName: 'Kuskokwim Clinic',
    totalCents: 198_125,
    currency: 'USD',
    issuedAt: '2030-06-20T18:00:00.000Z',
    dueOn: '2030-07-20',
    ...overrides,
  };
}

/** Tells notification of the company owner's account, as identity does. */
async function companyAccount(email: string, emailVerified = true): Promise<string> {
  const user = changedUser({
    userType: 'company',
    fullName: 'Sam Kuskokwim',
    email,
    emailVerified,
  });
  const changed = event(USER_CHANGED, user);
  await harness.transport.publish(changed);
  await waitUntil(() => inboxHas(changed.id));
  return user.keycloakId;
}

describe('billing.invoice-issued.v1', () => {
  it("e-mails the company its invoice once, at its owner's address, with a link to download it", async () => {
    const address = uniqueEmail('sam');
    const invoice = issuedInvoice({ companyKeycloakId: await companyAccount(address) });

    const first = event(INVOICE_ISSUED, invoice);
    const replayed = event(INVOICE_ISSUED, invoice);
    await Promise.all([harness.transport.publish(first), harness.transport.publish(first)]);
    await harness.transport.publish(replayed);

    const [mail] = await receivedBy(address);
    expect(mail?.headers.subject).toBe(
      'Invoice 2030-00042 from Remote Hands Alaska: $1,981.25 due Saturday, July 20, 2030',
    );
    expect(mail?.headers['reply-to']).toBe(`Remote Hands Alaska support <${supportEmail}>`);
    const { text, html } = bodiesOf(mail!);
    for (const body of [text, html]) {
      expect(body).toContain('2030-00042');
      expect(body).toContain('$1,981.25');
      expect(body).toContain('Saturday, July 20, 2030');
      expect(body).toContain(invoice.ticketNumber);
      expect(body).toContain(`${publicWebUrl}/invoices`);
    }
    await waitUntil(() => inboxHas(first.id, replayed.id));
    await quietPeriod();
    expect(mailTo(address)).toHaveLength(1);
    expect(deadLettered(first.id, replayed.id)).toBe(false);
  });

  it('holds it until the owner has proven the address', async () => {
    const address = uniqueEmail('unproven');
    const issued = event(
      INVOICE_ISSUED,
      issuedInvoice({ companyKeycloakId: await companyAccount(address, false) }),
    );
    await harness.transport.publish(issued);
    await waitUntil(() => inboxHas(issued.id));

    expect(await emailRowsTo(address)).toMatchObject([{ status: 'held' }]);
    await quietPeriod();
    expect(mailTo(address)).toHaveLength(0);
  });

  it('sends nothing when notification knows no address for the company', async () => {
    const before = await harness.testDb.db('emails').count({ n: '*' }).first();
    const issued = event(INVOICE_ISSUED, issuedInvoice());
    await harness.transport.publish(issued);
    await waitUntil(() => inboxHas(issued.id));

    expect(await harness.testDb.db('emails').count({ n: '*' }).first()).toEqual(before);
    expect(deadLettered(issued.id)).toBe(false);
  });
});
