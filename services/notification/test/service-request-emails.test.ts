import { describe, expect, it } from 'vitest';
import { serviceRequestEmails } from '../src/domain/service-request-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { submittedRequest } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

function answersOf(request: ReturnType<typeof submittedRequest>) {
  const { support } = serviceRequestEmails(request, options);
  return Object.fromEntries(
    support.data.sections.map((section) => [
      section.title,
      Object.fromEntries(section.answers.map(({ question, answer }) => [question, answer])),
    ]),
  );
}

describe('service request e-mails', () => {
  it('addresses support with replies to the company user, and confirms to that user', () => {
    const request = submittedRequest();

    const { support, confirmation } = serviceRequestEmails(request, options);

    expect(support).toMatchObject({
      to: 'support@remote-hands.test',
      template: 'service-request-support',
      replyTo: { address: request.submittedBy.email, name: 'Sam Kuskokwim' },
    });
    expect(confirmation).toMatchObject({
      to: request.submittedBy.email,
      template: 'service-request-confirmation',
      replyTo: { address: 'support@remote-hands.test' },
      data: { firstName: 'Sam', serviceRequestUrl: options.links.serviceRequests },
    });
  });

  it('lists the live video follow-ups the form asked, each with its answer', () => {
    const answers = answersOf(submittedRequest());

    expect(answers['Live video']).toEqual({
      'Live video required': 'Yes',
      'WiFi or 4G on site': 'No',
      'Pro Package ($800)': 'Yes',
      'Power outlet on site': 'No',
      'Expected video duration': '1-2 hours',
    });
  });

  it('shows the connection method when the company declined the Pro Package', () => {
    const answers = answersOf(
      submittedRequest({
        answers: {
          wantProPackage: 'no',
          hasOutlet: '',
          videoDuration: '',
          connectionMethod: 'Satellite phone hotspot',
        },
      }),
    );

    expect(answers['Live video']).toEqual({
      'Live video required': 'Yes',
      'WiFi or 4G on site': 'No',
      'Pro Package ($800)': 'No',
      'Connection method': 'Satellite phone hotspot',
    });
  });

  it('says a Remote Eyes request has no live video and needs no time range', () => {
    const request = submittedRequest({
      serviceType: 'remote-eyes',
      answers: {
        preferredTimeRange: '',
        liveVideoRequired: '',
        hasWifi: '',
        wantProPackage: '',
        hasOutlet: '',
        videoDuration: '',
      },
    });

    const { support } = serviceRequestEmails(request, options);

    expect(support.data).toMatchObject({
      serviceType: 'Remote Eyes',
      preferredTimeRange: 'Not needed for Remote Eyes',
    });
    expect(answersOf(request)['Live video']).toEqual({
      'Live video': 'Not part of a Remote Eyes request',
    });
  });

  it('leaves out the contact of an unrestricted site and marks unanswered questions', () => {
    const answers = answersOf(
      submittedRequest({
        answers: {
          restrictedAccess: 'no',
          contactPerson: '',
          phoneNumber: '',
          keysNeeded: '',
          liveVideoRequired: '',
          hasWifi: '',
          wantProPackage: '',
          hasOutlet: '',
          videoDuration: '',
          hasDocumentation: '',
        },
      }),
    );

    expect(answers['Site access']).toEqual({ 'Restricted access': 'No' });
    expect(answers['Live video']).toEqual({ 'Live video required': 'Not answered' });
    expect(answers.Documentation).toEqual({ 'Supporting documentation': 'Not answered' });
  });

  it('shows the anytime range as the form labels it and spells out the date', () => {
    const { support } = serviceRequestEmails(
      submittedRequest({ answers: { preferredTimeRange: 'Anytime', preferredDate: '2026-02-28' } }),
      options,
    );

    expect(support.data.preferredTimeRange).toBe('Anytime during business hours');
    expect(support.data.preferredDate).toBe('Saturday, February 28, 2026');
  });

  it('escapes what the company typed in the HTML and keeps it verbatim in the text', async () => {
    const templates = await loadEmailTemplates();
    const request = submittedRequest({
      company: { id: 'c1', name: 'Bethel <b>Clinics</b> & "Co"' },
      answers: { jobDescription: 'Router <script>alert(1)</script> swap' },
    });
    const { support, confirmation } = serviceRequestEmails(request, options);

    const supportMail = templates.render(support.template, support.data);
    const confirmationMail = templates.render(confirmation.template, confirmation.data);

    for (const html of [supportMail.html, confirmationMail.html]) {
      expect(html).toContain('Router &lt;script&gt;alert(1)&lt;/script&gt; swap');
      expect(html).not.toContain('<script>');
    }
    expect(supportMail.html).toContain('Bethel &lt;b&gt;Clinics&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(supportMail.text).toContain('Company: Bethel <b>Clinics</b> & "Co"');
    expect(supportMail.subject).toBe(
      `Service request ${request.ticketNumber}: Remote Hands for Bethel <b>Clinics</b> & "Co"`,
    );
  });
});
