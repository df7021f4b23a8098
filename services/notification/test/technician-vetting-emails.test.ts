import { VETTING_STATUSES } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { vettingEmailFor } from '../src/domain/technician-vetting-emails.js';
import { webLinks } from '../src/domain/web-links.js';
import { loadEmailTemplates } from '../src/mail/templates.js';
import { vettingChange } from './support/events.js';

const options = {
  supportEmail: 'support@remote-hands.test',
  links: webLinks('https://remote-hands.test'),
};
const replyTo = { address: 'support@remote-hands.test', name: 'Remote Hands Alaska support' };

describe('vetting e-mails', () => {
  it('tells an approved technician, at the address of the event, with the dashboard link', () => {
    const change = vettingChange({ fullName: ' Tanya  Nome', to: 'approved' });

    expect(vettingEmailFor(change, options)).toEqual({
      onceKey: `technician-vetting:${change.changeId}`,
      email: {
        to: change.email,
        replyTo,
        template: 'technician-vetting-approved',
        data: {
          firstName: 'Tanya',
          nextStep: 'You can now be offered work in and around your community.',
          dashboardUrl: 'https://remote-hands.test/dashboard',
        },
      },
    });
  });

  it('tells a rejected technician the reason', () => {
    const change = vettingChange({
      from: 'interview',
      to: 'rejected',
      reason: 'We could not reach any of your references.',
    });

    expect(vettingEmailFor(change, options)).toEqual({
      onceKey: `technician-vetting:${change.changeId}`,
      email: {
        to: change.email,
        replyTo,
        template: 'technician-vetting-rejected',
        data: { firstName: 'Tanya', reason: 'We could not reach any of your references.' },
      },
    });
  });

  it('sends nothing for the other moves', () => {
    const quiet = VETTING_STATUSES.filter(
      (status) => status !== 'approved' && status !== 'rejected',
    );

    for (const to of quiet) expect(vettingEmailFor(vettingChange({ to }), options)).toBeUndefined();
  });

  it('keys each change on its own: a second approval after a suspension is another e-mail', () => {
    const technicianId = 'technician-1';
    const approved = vettingEmailFor(vettingChange({ technicianId }), options);
    const approvedAgain = vettingEmailFor(
      vettingChange({ technicianId, from: 'suspended' }),
      options,
    );

    expect(approvedAgain?.onceKey).not.toBe(approved?.onceKey);
  });

  it('renders the approval with what happens next and the dashboard link', async () => {
    const email = vettingEmailFor(vettingChange(), options)!.email;

    const { subject, html, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe('You are approved, Tanya: welcome to the Remote Hands Alaska technicians');
    expect(text).toContain('Hi Tanya,');
    expect(text).toContain('What happens next');
    expect(text).toContain('You can now be offered work in and around your community.');
    expect(text).toContain('Open your dashboard: https://remote-hands.test/dashboard');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('href="https://remote-hands.test/dashboard"');
  });

  it('renders the rejection with the reason, escaped in the HTML and verbatim in the text', async () => {
    const reason = 'References <b>unreachable</b> & "no answer"\nSecond line';
    const email = vettingEmailFor(vettingChange({ to: 'rejected', reason }), options)!.email;

    const { subject, html, text } = (await loadEmailTemplates()).render(email.template, email.data);

    expect(subject).toBe('Tanya, an update on your Remote Hands Alaska technician application');
    expect(text).toContain(`The reason\n\n${reason}\n`);
    expect(html).toContain(
      'References &lt;b&gt;unreachable&lt;/b&gt; &amp; &quot;no answer&quot;\nSecond line',
    );
    expect(html).not.toContain('<b>unreachable');
  });
});
