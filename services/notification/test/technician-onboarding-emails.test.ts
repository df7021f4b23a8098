import { describe, expect, it } from 'vitest';
import { onboardingCompletedEmail } from '../src/domain/technician-onboarding-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { completedOnboarding } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('onboarding-completed e-mail', () => {
  it('goes to the address of the event, greets by first name and links to the profile tab', () => {
    const technician = completedOnboarding({ fullName: '  Tanya  Nome ' });

    expect(onboardingCompletedEmail(technician, options)).toEqual({
      onceKey: `technician-onboarding-completed:${technician.technicianId}`,
      email: {
        to: technician.email,
        replyTo: { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' },
        template: 'technician-onboarding-completed',
        data: {
          firstName: 'Tanya',
          profileUrl: 'https://remote-hands.test/dashboard?tab=questionnaire',
        },
      },
    });
  });

  it('keys the e-mail by technician, whatever the name, address or time of the event', () => {
    const technicianId = 'technician-1';
    const first = onboardingCompletedEmail(completedOnboarding({ technicianId }), options);
    const again = onboardingCompletedEmail(
      completedOnboarding({
        technicianId,
        email: 'other@example.com',
        completedAt: '2025-12-02T00:00:00.000Z',
      }),
      options,
    );
    const someoneElse = onboardingCompletedEmail(completedOnboarding(), options);

    expect(again.onceKey).toBe(first.onceKey);
    expect(someoneElse.onceKey).not.toBe(first.onceKey);
  });

  it('renders the thanks, the review with its background check and the profile link', async () => {
    const { email } = onboardingCompletedEmail(completedOnboarding(), options);

    const { subject, html, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe('Thank you, Tanya: your technician application is in review');
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('What happens next');
    expect(text).toContain('run a background check');
    expect(text).toContain(
      'Open your profile: https://remote-hands.test/dashboard?tab=questionnaire',
    );
    expect(html).toMatch(/^<!doctype html>/);
    // Handlebars escapes `=` too; mail clients decode it like any character reference.
    expect(html).toContain('href="https://remote-hands.test/dashboard?tab&#x3D;questionnaire"');
  });

  it('escapes the name in the HTML and keeps it verbatim in the text', async () => {
    const { email } = onboardingCompletedEmail(
      completedOnboarding({ fullName: '<img src=x onerror=alert(1)> Nome' }),
      options,
    );

    const { html, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(html).toContain('Hi &lt;img,');
    expect(html).not.toContain('<img');
    expect(text).toContain('Hi <img,');
  });
});
