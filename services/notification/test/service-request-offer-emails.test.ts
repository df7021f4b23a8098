import { describe, expect, it } from 'vitest';
import { offerEmails } from '../src/domain/service-request-offer-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { dispatchedRequest, offer } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('job offer e-mails', () => {
  it('addresses each offered technician once per offer, with the job and the Jobs tab link', () => {
    const tanya = offer({ fullName: ' Tanya  Nome' });
    const joe = offer({ fullName: 'Joe Bethel', expiresAt: '2030-06-16T06:00:00.000Z' });
    const dispatch = dispatchedRequest({ offers: [tanya, joe] });

    const emails = offerEmails(dispatch, options);

    const common = {
      ticketNumber: dispatch.ticketNumber,
      serviceType: 'Remote Hands',
      community: 'Kwethluk',
      preferredDate: 'Thursday, June 20, 2030',
      preferredDay: 'Jun 20, 2030',
      jobsUrl: 'https://remote-hands.test/dashboard?tab=jobs',
    };
    const replyTo = { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' };
    expect(emails).toEqual([
      {
        onceKey: `service-request-offer:${tanya.offerId}:${dispatch.dispatchedAt}`,
        email: {
          to: tanya.email,
          replyTo,
          template: 'service-request-offer',
          data: { ...common, firstName: 'Tanya', expiresAt: 'Sun, Jun 16, 2030, 10:00 AM AKDT' },
        },
      },
      {
        onceKey: `service-request-offer:${joe.offerId}:${dispatch.dispatchedAt}`,
        email: {
          to: joe.email,
          replyTo,
          template: 'service-request-offer',
          data: { ...common, firstName: 'Joe', expiresAt: 'Sat, Jun 15, 2030, 10:00 PM AKDT' },
        },
      },
    ]);
  });

  it('leaves out technicians without an address', () => {
    const addressed = offer();
    const dispatch = dispatchedRequest({ offers: [offer({ email: '' }), addressed] });

    expect(offerEmails(dispatch, options).map(({ email }) => email.to)).toEqual([addressed.email]);
  });

  it('tells an offer reopened by a later move again, and the same move once', () => {
    const reopened = offer();
    const first = dispatchedRequest({ offers: [reopened] });
    const again = { ...first, source: 'admin' as const, dispatchedAt: '2030-06-17T18:00:00.000Z' };

    const [firstKey] = offerEmails(first, options).map(({ onceKey }) => onceKey);
    const [sameKey] = offerEmails({ ...first }, options).map(({ onceKey }) => onceKey);
    const [laterKey] = offerEmails(again, options).map(({ onceKey }) => onceKey);

    expect(sameKey).toBe(firstKey);
    expect(laterKey).not.toBe(firstKey);
  });

  it('renders the subject with type, community and day, and the body with the ticket and link', async () => {
    const dispatch = dispatchedRequest();
    const [first] = offerEmails(dispatch, options);

    const { subject, text, html } = (await loadEmailTemplates()).render(
      first!.email.template,
      first!.email.data,
    );

    expect(subject).toBe('New job offer: Remote Hands in Kwethluk on Jun 20, 2030');
    for (const line of [
      'Hi Tanya,',
      'A company needs hands in Kwethluk',
      `Ticket number: ${dispatch.ticketNumber}`,
      'Service type: Remote Hands',
      'Community: Kwethluk',
      'Preferred date: Thursday, June 20, 2030',
      'Offer open until: Sun, Jun 16, 2030, 10:00 AM AKDT',
      'Open your Jobs tab: https://remote-hands.test/dashboard?tab=jobs',
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain('href="https://remote-hands.test/dashboard?tab&#x3D;jobs"');
  });

  it('reads well for a request without a community, and escapes the name in HTML', async () => {
    const dispatch = dispatchedRequest({
      serviceType: 'custom-request',
      community: '',
      offers: [offer({ fullName: '<b>Tanya</b> Nome' })],
    });
    const [first] = offerEmails(dispatch, options);

    const { subject, text, html } = (await loadEmailTemplates()).render(
      first!.email.template,
      first!.email.data,
    );

    expect(subject).toBe('New job offer: Custom Request on Jun 20, 2030');
    expect(text).toContain('A company needs hands, and we are offering the job to you.');
    expect(text).not.toContain('Community:');
    expect(text).toContain('Hi <b>Tanya</b>,');
    expect(html).toContain('Hi &lt;b&gt;Tanya&lt;/b&gt;,');
  });
});
