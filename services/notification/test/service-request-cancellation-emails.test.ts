import { describe, expect, it } from 'vitest';
import { cancellationEmails } from '../src/domain/service-request-cancellation-emails.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { cancelledRequest } from './support/events.js';

const options = { supportEmail: 'support@remote-hands.test' };

describe('service request cancellation e-mails', () => {
  it('addresses support once per request, with who cancelled, from where and why', () => {
    const cancellation = cancelledRequest({ from: 'On hold', cancelledBy: 'admin' });

    expect(cancellationEmails(cancellation, options)).toEqual({
      support: {
        onceKey: `service-request-cancelled:support:${cancellation.requestId}`,
        email: {
          to: 'support@remote-hands.test',
          template: 'service-request-cancelled-support',
          data: {
            ticketNumber: cancellation.ticketNumber,
            cancelledBy: 'an admin',
            from: 'On hold',
            cancelledAt: 'Tue, Dec 2, 2025, 9:05 AM AKST',
            reason: 'The clinic fixed the router itself.',
          },
        },
      },
    });
  });

  it('renders the reason as the company wrote it, escaped in HTML only', async () => {
    const cancellation = cancelledRequest({ reason: 'Storm <closed> the "airstrip" & road' });
    const { email } = cancellationEmails(cancellation, options).support;

    const { subject, text, html } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe(`Service request ${cancellation.ticketNumber} cancelled by the company`);
    expect(text).toContain('Cancelled by: the company\nStatus before: Submitted');
    expect(text).toContain('Storm <closed> the "airstrip" & road');
    expect(html).toContain('Storm &lt;closed&gt; the &quot;airstrip&quot; &amp; road');
  });
});
