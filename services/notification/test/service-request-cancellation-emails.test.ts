import { describe, expect, it } from 'vitest';
import type { AssignedTechnicianNotice } from '../src/domain/assignments.js';
import {
  cancellationEmails,
  technicianCancellationEmail,
} from '../src/domain/service-request-cancellation-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { cancelledRequest } from './support/events.js';

const options = { supportEmail: 'support@remote-hands.test' };
const technicianOptions = { ...options, links: webLinks('https://remote-hands.test') };

function notice(overrides: { email?: string; community?: string } = {}): AssignedTechnicianNotice {
  const cancellation = cancelledRequest({ from: 'Accepted', assignedTechnicianId: 'technician-1' });
  return {
    assignment: {
      requestId: cancellation.requestId,
      technicianId: 'technician-1',
      email: 'tanya@example.com',
      firstName: 'Tanya',
      serviceType: 'remote-hands',
      community: 'Kwethluk',
      ...overrides,
    },
    cancellation: { ...cancellation, assignedTechnicianId: 'technician-1' },
  };
}

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

  it('tells the assigned technician once per request, so they do not travel for it', () => {
    const owed = notice();

    expect(technicianCancellationEmail(owed, technicianOptions)).toEqual({
      onceKey: `service-request-cancelled:technician:${owed.cancellation.requestId}`,
      email: {
        to: 'tanya@example.com',
        replyTo: { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' },
        template: 'service-request-cancelled-technician',
        data: {
          firstName: 'Tanya',
          ticketNumber: owed.cancellation.ticketNumber,
          serviceType: 'Remote Hands',
          community: 'Kwethluk',
          cancelledBy: 'the company',
          cancelledAt: 'Tue, Dec 2, 2025, 9:05 AM AKST',
          reason: 'The clinic fixed the router itself.',
          jobsUrl: 'https://remote-hands.test/dashboard?tab=jobs',
        },
      },
    });
  });

  it('sends the technician nothing without an address', () => {
    expect(technicianCancellationEmail(notice({ email: '' }), technicianOptions)).toBeUndefined();
  });

  it('renders the technician notice with the ticket, who cancelled and why', async () => {
    const owed = notice();
    const { email } = technicianCancellationEmail(owed, technicianOptions)!;

    const { subject, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe(
      `Job cancelled: Remote Hands in Kwethluk, ticket ${owed.cancellation.ticketNumber}`,
    );
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('cancelled by the company and will not go ahead');
    expect(text).toContain('Please do not travel for it.');
    expect(text).toContain(`Ticket number: ${owed.cancellation.ticketNumber}`);
    expect(text).toContain('Reason\n\nThe clinic fixed the router itself.');
  });
});
