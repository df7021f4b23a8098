import { describe, expect, it } from 'vitest';
import type { Assignment } from '../src/domain/assignments.js';
import type { EmailRequest } from '../src/domain/emails.js';
import { completionEmails } from '../src/domain/service-request-completion-emails.js';
import { checkedInEmail, workDoneEmail } from '../src/domain/service-request-on-site-emails.js';
import { reopenEmails } from '../src/domain/service-request-reopen-emails.js';
import { sentBackEmail } from '../src/domain/service-request-send-back-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates, type TemplateName } from '../src/mail/templates.js';
import {
  checkedInRequest,
  completedRequest,
  reopenedRequest,
  sentBackRequest,
  workDoneRequest,
} from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};
const replyTo = { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' };
const jobsUrl = 'https://remote-hands.test/dashboard?tab=jobs';

function assignmentOf(requestId: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    requestId,
    technicianId: 'technician-1',
    email: 'tanya@example.com',
    firstName: 'Tanya',
    serviceType: 'remote-hands',
    community: 'Kwethluk',
    ...overrides,
  };
}

const templates = loadEmailTemplates();

async function rendered<T extends TemplateName>(email: EmailRequest<T>) {
  return (await templates).render(email.template, email.data);
}

describe('check-in e-mail', () => {
  it('tells the company its technician is on site, once per check-in', () => {
    const checkIn = checkedInRequest();

    expect(checkedInEmail(checkIn, options)).toEqual({
      onceKey: `service-request-checked-in:company:${checkIn.requestId}:${checkIn.checkedInAt}`,
      email: {
        to: checkIn.companyEmail,
        replyTo,
        template: 'service-request-checked-in-company',
        data: {
          ticketNumber: checkIn.ticketNumber,
          technician: 'Tanya',
          checkedInAt: 'Thu, Jun 20, 2030, 9:30 AM AKDT',
          requestUrl: `https://remote-hands.test/dashboard/requests/${checkIn.requestId}`,
        },
      },
    });
    const again = { ...checkIn, checkedInAt: '2030-06-22T17:31:00.000Z' };
    expect(checkedInEmail(again, options)?.onceKey).not.toBe(
      checkedInEmail(checkIn, options)?.onceKey,
    );
  });

  it('sends nothing without a company address and reads well without a first name', async () => {
    expect(checkedInEmail(checkedInRequest({ companyEmail: '' }), options)).toBeUndefined();

    const { email } = checkedInEmail(checkedInRequest({ technicianFirstName: ' ' }), options)!;
    expect(email.data.technician).toBe('Your technician');
    const { subject } = await rendered(email);
    expect(subject).toMatch(/^Your technician is on site for service request /);
  });

  it('renders the subject and the request link', async () => {
    const checkIn = checkedInRequest();
    const { email } = checkedInEmail(checkIn, options)!;

    const { subject, text } = await rendered(email);

    expect(subject).toBe(`Tanya is on site for service request ${checkIn.ticketNumber}`);
    expect(text).toContain('Checked in: Thu, Jun 20, 2030, 9:30 AM AKDT');
    expect(text).toContain(`https://remote-hands.test/dashboard/requests/${checkIn.requestId}`);
  });
});

describe('work done e-mail', () => {
  it('asks the company to review, with the summary and the automatic approval time', () => {
    const workDone = workDoneRequest();

    expect(workDoneEmail(workDone, options)).toEqual({
      onceKey: `service-request-work-done:company:${workDone.requestId}:${workDone.workDoneAt}`,
      email: {
        to: workDone.companyEmail,
        replyTo,
        template: 'service-request-work-done-company',
        data: {
          ticketNumber: workDone.ticketNumber,
          technician: 'Tanya',
          workSummary: 'Replaced the failed switch and checked every port.',
          autoApproveAt: 'Sun, Jun 23, 2030, 1:00 PM AKDT',
          requestUrl: `https://remote-hands.test/dashboard/requests/${workDone.requestId}`,
        },
      },
    });
    expect(workDoneEmail(workDoneRequest({ companyEmail: '' }), options)).toBeUndefined();
  });

  it('renders the summary verbatim in the text and escaped in the HTML', async () => {
    const workDone = workDoneRequest({ workSummary: 'Swapped <the> "switch" & cables' });
    const { email } = workDoneEmail(workDone, options)!;

    const { subject, text, html } = await rendered(email);

    expect(subject).toBe(`Work done on service request ${workDone.ticketNumber}: please review`);
    expect(text).toContain('Work summary\n\nSwapped <the> "switch" & cables\n');
    expect(text).toContain('Automatic approval: Sun, Jun 23, 2030, 1:00 PM AKDT');
    expect(html).toContain('Swapped &lt;the&gt; &quot;switch&quot; &amp; cables');
  });
});

describe('completion e-mails', () => {
  it('tells the recorded technician and support, keyed by the completion', () => {
    const completion = completedRequest();
    const assignment = assignmentOf(completion.requestId);

    const { technician, support } = completionEmails(completion, assignment, options);

    expect(technician).toEqual({
      onceKey: `service-request-completed:technician:${completion.requestId}:${completion.completedAt}`,
      email: {
        to: 'tanya@example.com',
        replyTo,
        template: 'service-request-completed-technician',
        data: {
          firstName: 'Tanya',
          ticketNumber: completion.ticketNumber,
          serviceType: 'Remote Hands',
          community: 'Kwethluk',
          completedAt: 'Fri, Jun 21, 2030, 9:00 AM AKDT',
          warrantyUntil: 'Fri, Jun 28, 2030, 9:00 AM AKDT',
          jobsUrl,
        },
      },
    });
    expect(support).toEqual({
      onceKey: `service-request-completed:support:${completion.requestId}:${completion.completedAt}`,
      email: {
        to: 'support@remote-hands.test',
        template: 'service-request-completed-support',
        data: {
          ticketNumber: completion.ticketNumber,
          serviceType: 'Remote Hands',
          approvedBy: 'the company',
          completedAt: 'Fri, Jun 21, 2030, 9:00 AM AKDT',
          warrantyUntil: 'Fri, Jun 28, 2030, 9:00 AM AKDT',
        },
      },
    });
  });

  it('tells only support when the technician is unknown or has no address', () => {
    const completion = completedRequest();

    expect(completionEmails(completion, undefined, options).technician).toBeUndefined();
    const unaddressed = assignmentOf(completion.requestId, { email: '' });
    expect(completionEmails(completion, unaddressed, options).technician).toBeUndefined();
  });

  it('renders the warranty when there is one and says an automatic approval was one', async () => {
    const warranted = completedRequest({ approvedBy: 'system' });
    const bare = completedRequest({ serviceType: 'remote-eyes', warrantyUntil: null });
    const withWarranty = completionEmails(warranted, assignmentOf(warranted.requestId), options);
    const without = completionEmails(bare, assignmentOf(bare.requestId), options);

    const technician = await rendered(withWarranty.technician!.email);
    expect(technician.subject).toBe(`Service request ${warranted.ticketNumber} is complete`);
    expect(technician.text).toContain('Hi Tanya,');
    expect(technician.text).toContain('under warranty until Fri, Jun 28, 2030, 9:00 AM AKDT');
    expect((await rendered(without.technician!.email)).text).not.toContain('warranty');

    const support = await rendered(withWarranty.support.email);
    expect(support.text).toContain('Approved by: automatic approval');
    expect(support.text).toContain('Warranty until: Fri, Jun 28, 2030, 9:00 AM AKDT');
    expect((await rendered(without.support.email)).text).not.toContain('Warranty until');
  });
});

describe('send-back e-mail', () => {
  it('tells the technician why and to finish on site, once per send-back', async () => {
    const sendBack = sentBackRequest();
    const notice = sentBackEmail(sendBack, assignmentOf(sendBack.requestId), options)!;

    expect(notice).toMatchObject({
      onceKey: `service-request-sent-back:technician:${sendBack.requestId}:${sendBack.sentBackAt}`,
      email: {
        to: 'tanya@example.com',
        replyTo,
        template: 'service-request-sent-back-technician',
        data: { reason: 'Port 12 still shows no link.', jobsUrl },
      },
    });
    const { subject, text } = await rendered(notice.email);
    expect(subject).toBe(`Service request ${sendBack.ticketNumber} was sent back`);
    expect(text).toContain('Reason\n\nPort 12 still shows no link.');
    expect(text).toContain('you are still on site');
  });

  it('asks for another visit when sent back to Accepted, and sends nothing without an address', () => {
    const sendBack = sentBackRequest({ to: 'Accepted' });

    const notice = sentBackEmail(sendBack, assignmentOf(sendBack.requestId), options);

    expect(notice?.email.data.nextStep).toContain('needs another visit');
    const unaddressed = assignmentOf(sendBack.requestId, { email: '' });
    expect(sentBackEmail(sendBack, unaddressed, options)).toBeUndefined();
  });
});

describe('warranty reopen e-mails', () => {
  it('tells the technician and support the reason, keyed by the reopen', async () => {
    const reopen = reopenedRequest();

    const { technician, support } = reopenEmails(reopen, assignmentOf(reopen.requestId), options);

    const moment = `${reopen.requestId}:${reopen.reopenedAt}`;
    expect(technician?.onceKey).toBe(`service-request-reopened:technician:${moment}`);
    expect(technician?.email).toMatchObject({ to: 'tanya@example.com', replyTo });
    expect(support.onceKey).toBe(`service-request-reopened:support:${moment}`);
    expect(support.email.to).toBe('support@remote-hands.test');
    for (const email of [technician!.email, support.email]) {
      const { subject, text } = await rendered(email);
      expect(subject).toBe(`Service request ${reopen.ticketNumber} reopened under warranty`);
      expect(text).toContain('What needs fixing\n\nThe switch failed again after the storm.');
    }
  });

  it('tells only support when the technician is unknown or has no address', () => {
    const reopen = reopenedRequest();

    expect(reopenEmails(reopen, undefined, options).technician).toBeUndefined();
    const unaddressed = assignmentOf(reopen.requestId, { email: '' });
    expect(reopenEmails(reopen, unaddressed, options).technician).toBeUndefined();
  });
});
