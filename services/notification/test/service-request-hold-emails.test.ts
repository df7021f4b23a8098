import { describe, expect, it } from 'vitest';
import { holdEmail } from '../src/domain/service-request-hold-emails.js';
import { resumptionEmail } from '../src/domain/service-request-resumption-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { heldRequest, resumedRequest } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};
const replyTo = { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' };

describe('hold e-mail', () => {
  it('tells the company the reason and the new ETA, once per hold', () => {
    const hold = heldRequest();

    expect(holdEmail(hold, options)).toEqual({
      onceKey: `service-request-on-hold:company:${hold.requestId}:${hold.heldAt}`,
      email: {
        to: hold.companyEmail,
        replyTo,
        template: 'service-request-on-hold-company',
        data: {
          ticketNumber: hold.ticketNumber,
          heldBy: 'Tanya, your technician',
          reason: 'Fog grounded the flight to Kwethluk.',
          eta: 'Fri, Jun 21, 2030, 10:00 AM AKDT',
          requestUrl: `https://remote-hands.test/dashboard/requests/${hold.requestId}`,
        },
      },
    });
  });

  it('keys a second hold of the same request apart from the first', () => {
    const first = heldRequest();
    const second = { ...first, heldAt: '2030-06-21T15:00:00.000Z' };

    expect(holdEmail(second, options)?.onceKey).not.toBe(holdEmail(first, options)?.onceKey);
  });

  it('names our team for an admin hold and sends nothing without a company address', () => {
    expect(holdEmail(heldRequest({ heldBy: 'admin' }), options)?.email.data.heldBy).toBe(
      'The Remote Hands Alaska team',
    );
    expect(holdEmail(heldRequest({ companyEmail: '' }), options)).toBeUndefined();
  });

  it('renders the reason verbatim in the text and escaped in the HTML', async () => {
    const hold = heldRequest({ reason: 'Fog <and> "ice" & wind' });
    const { email } = holdEmail(hold, options)!;

    const { subject, text, html } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe(
      `Service request ${hold.ticketNumber} is on hold: new expected arrival Fri, Jun 21, 2030, 10:00 AM AKDT`,
    );
    expect(text).toContain('Put on hold by: Tanya, your technician');
    expect(text).toContain('New expected arrival: Fri, Jun 21, 2030, 10:00 AM AKDT');
    expect(text).toContain('Reason\n\nFog <and> "ice" & wind\n');
    expect(html).toContain('Fog &lt;and&gt; &quot;ice&quot; &amp; wind');
  });
});

describe('resumption e-mail', () => {
  it('tells the company the work is back on with the ETA, once per resumption', () => {
    const resumption = resumedRequest({ resumedBy: 'admin' });

    expect(resumptionEmail(resumption, options)).toEqual({
      onceKey: `service-request-resumed:company:${resumption.requestId}:${resumption.resumedAt}`,
      email: {
        to: resumption.companyEmail,
        replyTo,
        template: 'service-request-resumed-company',
        data: {
          ticketNumber: resumption.ticketNumber,
          resumedBy: 'The Remote Hands Alaska team',
          eta: 'Fri, Jun 21, 2030, 10:00 AM AKDT',
          requestUrl: `https://remote-hands.test/dashboard/requests/${resumption.requestId}`,
        },
      },
    });
  });

  it('sends nothing without a company address', () => {
    expect(resumptionEmail(resumedRequest({ companyEmail: '' }), options)).toBeUndefined();
  });

  it('renders the subject and body with the ticket and the ETA', async () => {
    const resumption = resumedRequest({ technicianFirstName: '' });
    const { email } = resumptionEmail(resumption, options)!;

    const { subject, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe(
      `Service request ${resumption.ticketNumber} is back on: expected arrival Fri, Jun 21, 2030, 10:00 AM AKDT`,
    );
    expect(text).toContain('the work on your request is going ahead');
    expect(text).toContain('Resumed by: Your technician');
  });
});
