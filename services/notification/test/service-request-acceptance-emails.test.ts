import { describe, expect, it } from 'vitest';
import { acceptanceEmails } from '../src/domain/service-request-acceptance-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { acceptedRequest } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('acceptance e-mails', () => {
  it('tells the company the first name, community and ETA, and support everything, once per request', () => {
    const acceptance = acceptedRequest();

    expect(acceptanceEmails(acceptance, options)).toEqual({
      company: {
        onceKey: `service-request-accepted:company:${acceptance.requestId}`,
        email: {
          to: acceptance.companyEmail,
          replyTo: { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' },
          template: 'service-request-accepted-company',
          data: {
            ticketNumber: acceptance.ticketNumber,
            serviceType: 'Remote Hands',
            technician: 'Tanya from Kwethluk',
            eta: 'Thu, Jun 20, 2030, 10:00 AM AKDT',
            requestUrl: `https://remote-hands.test/dashboard/requests/${acceptance.requestId}`,
          },
        },
      },
      support: {
        onceKey: `service-request-accepted:support:${acceptance.requestId}`,
        email: {
          to: 'support@remote-hands.test',
          template: 'service-request-accepted-support',
          data: {
            ticketNumber: acceptance.ticketNumber,
            serviceType: 'Remote Hands',
            community: 'Kwethluk',
            technicianName: 'Tanya Nome',
            technicianCommunity: 'Kwethluk',
            technicianEmail: acceptance.technician.email,
            acceptedBy: 'the technician',
            acceptedAt: 'Sat, Jun 15, 2030, 11:00 AM AKDT',
            eta: 'Thu, Jun 20, 2030, 10:00 AM AKDT',
          },
        },
      },
    });
  });

  it('sends the company nothing without an address, and tells support of a direct assignment', () => {
    const acceptance = acceptedRequest({
      companyEmail: '',
      acceptedBy: 'admin',
      technician: { email: '', community: '' },
    });

    const { company, support } = acceptanceEmails(acceptance, options);

    expect(company).toBeUndefined();
    expect(support.email.data).toMatchObject({
      acceptedBy: 'an admin (direct assignment)',
      technicianEmail: 'No address on file',
      technicianCommunity: 'Not given',
    });
  });

  it('introduces a technician without a community by first name only', () => {
    const acceptance = acceptedRequest({ technician: { community: '' } });

    expect(acceptanceEmails(acceptance, options).company?.email.data.technician).toBe('Tanya');
  });

  it('renders both e-mails with the ticket, the technician and the ETA in Alaska time', async () => {
    const acceptance = acceptedRequest();
    const { company, support } = acceptanceEmails(acceptance, options);
    const templates = await loadEmailTemplates();

    const toCompany = templates.render(company!.email.template, company!.email.data);
    const toSupport = templates.render(support.email.template, support.email.data);

    expect(toCompany.subject).toBe(
      `Tanya from Kwethluk accepted your service request ${acceptance.ticketNumber}`,
    );
    for (const line of [
      `Ticket number: ${acceptance.ticketNumber}`,
      'Technician: Tanya from Kwethluk',
      'Expected arrival: Thu, Jun 20, 2030, 10:00 AM AKDT',
      `See your request: https://remote-hands.test/dashboard/requests/${acceptance.requestId}`,
    ]) {
      expect(toCompany.text).toContain(line);
    }
    expect(toCompany.text).not.toContain('Nome');
    expect(toCompany.text).not.toContain(acceptance.technician.email);
    expect(toSupport.subject).toBe(
      `Service request ${acceptance.ticketNumber} assigned to Tanya Nome`,
    );
    for (const line of [
      `Technician's e-mail: ${acceptance.technician.email}`,
      'Accepted by: the technician',
      'Expected arrival: Thu, Jun 20, 2030, 10:00 AM AKDT',
    ]) {
      expect(toSupport.text).toContain(line);
    }
  });
});
