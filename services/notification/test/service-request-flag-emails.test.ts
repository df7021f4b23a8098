import { describe, expect, it } from 'vitest';
import { flagEmail } from '../src/domain/service-request-flag-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { flaggedRequest } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('flagged request e-mail', () => {
  it('asks support once per request to dispatch by hand, with the dispatch queue link', () => {
    const flag = flaggedRequest();

    expect(flagEmail(flag, options)).toEqual({
      onceKey: `service-request-flagged:${flag.requestId}`,
      email: {
        to: 'support@remote-hands.test',
        template: 'service-request-flagged-support',
        data: {
          ticketNumber: flag.ticketNumber,
          serviceType: 'Remote Eyes',
          community: 'Kwethluk',
          preferredDate: 'Thursday, June 20, 2030',
          why: 'Offered to 3 technicians (in Kwethluk, among those who reach it and in its region); nobody has accepted yet.',
          flaggedAt: 'Sat, Jun 15, 2030, 10:00 PM AKDT',
          dispatchUrl: 'https://remote-hands.test/admin?tab=dispatch',
        },
      },
    });
  });

  it('says why: no community to match, or nobody to offer it to', () => {
    expect(
      flagEmail(flaggedRequest({ community: '', offersSent: 0 }), options).email.data,
    ).toMatchObject({
      community: 'Not in the community list',
      why: "The location's city is not in the list of Alaska communities, so no technician could be matched to it.",
    });
    expect(flagEmail(flaggedRequest({ offersSent: 0 }), options).email.data.why).toBe(
      'No approved technician was available in Kwethluk, among those who reach it or in its region.',
    );
    expect(flagEmail(flaggedRequest({ offersSent: 1 }), options).email.data.why).toContain(
      'Offered to 1 technician (',
    );
  });

  it('renders the ticket, the reason and the link', async () => {
    const flag = flaggedRequest();
    const { email } = flagEmail(flag, options);

    const { subject, text, html } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe(`Service request ${flag.ticketNumber} needs dispatching by hand`);
    expect(text).toContain('Smart dispatch has stopped offering this request. Offered to 3');
    expect(text).toContain('Preferred date: Thursday, June 20, 2030');
    expect(text).toContain('dispatch queue: https://remote-hands.test/admin?tab=dispatch');
    expect(html).toContain('href="https://remote-hands.test/admin?tab&#x3D;dispatch"');
  });
});
