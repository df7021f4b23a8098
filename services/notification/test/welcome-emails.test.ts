import { describe, expect, it } from 'vitest';
import { webLinks } from '../src/domain/web-links.js';
import { welcomeEmailFor } from '../src/domain/welcome-emails.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { registeredUser } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};

describe('welcome e-mails', () => {
  it('gives a technician the sign-up template with the onboarding link', () => {
    const user = registeredUser({ userType: 'technician', fullName: '  Tanya  Nome ' });

    expect(welcomeEmailFor(user, options)).toEqual({
      to: user.email,
      replyTo: { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' },
      template: 'technician-welcome',
      data: {
        firstName: 'Tanya',
        onboardingUrl: 'https://remote-hands.test/onboarding',
        onboardingSteps: 21,
      },
    });
  });

  it('gives a company the onboarding template with the three kinds of request', () => {
    const email = welcomeEmailFor(registeredUser({ userType: 'company' }), options);

    expect(email?.template).toBe('company-onboarding');
    expect(email?.data).toMatchObject({
      companyProfileUrl: 'https://remote-hands.test/dashboard?tab=settings',
      serviceRequestUrl: 'https://remote-hands.test/dashboard?tab=service-request',
    });
    if (email?.template === 'company-onboarding') {
      expect(email.data.serviceTypes.map((type) => type.label)).toEqual([
        'Remote Hands',
        'Remote Eyes',
        'Custom Request',
      ]);
    }
  });

  it('sends an admin nothing: admins never sign up through the product', () => {
    expect(welcomeEmailFor(registeredUser({ userType: 'admin' }), options)).toBeUndefined();
  });

  it('greets someone without a name as "there"', () => {
    const email = welcomeEmailFor(registeredUser({ fullName: ' ' }), options);

    expect(email?.data.firstName).toBe('there');
  });

  it('escapes the name in the HTML of both templates', async () => {
    const templates = await loadEmailTemplates();
    for (const userType of ['technician', 'company'] as const) {
      const email = welcomeEmailFor(
        registeredUser({ userType, fullName: '<img src=x onerror=alert(1)> Nome' }),
        options,
      );
      if (!email) throw new Error(`no welcome e-mail for ${userType}`);

      const { html, text } = templates.render(email.template, email.data);

      expect(html).toContain('Hi &lt;img,');
      expect(html).not.toContain('<img');
      expect(text).toContain('Hi <img,');
    }
  });
});

describe('web links', () => {
  it('joins pages to PUBLIC_WEB_URL whatever its trailing slash or base path', () => {
    expect(webLinks('https://example.com/').onboarding).toBe('https://example.com/onboarding');
    expect(webLinks('https://example.com/app').companyProfile).toBe(
      'https://example.com/app/dashboard?tab=settings',
    );
    expect(webLinks('https://example.com/app/').technicianProfile).toBe(
      'https://example.com/app/dashboard?tab=questionnaire',
    );
    expect(webLinks('https://example.com/app/').technicianJobs).toBe(
      'https://example.com/app/dashboard?tab=jobs',
    );
    expect(webLinks('https://example.com/app').serviceRequest('a b/c')).toBe(
      'https://example.com/app/dashboard/requests/a%20b%2Fc',
    );
    expect(webLinks('https://example.com').adminDispatch).toBe(
      'https://example.com/admin?tab=dispatch',
    );
  });
});
