import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alaskaMoment } from '@rha/contracts';
import { shortCalendarDay } from '../src/domain/alaska-time.js';
import { loadEmailTemplates, type TemplateData } from '../src/mail/templates.js';

const contact: TemplateData['contact-message'] = {
  name: 'Mary <b>Nanuk</b> & "Co"',
  email: 'mary@example.com',
  message: 'Line one\n<script>alert(1)</script>\nLine three',
  receivedAt: 'Mon, Dec 1, 2025, 9:05 AM AKST',
};

describe('e-mail templates', () => {
  it('renders the contact message as an HTML page with every value escaped', async () => {
    const { html } = (await loadEmailTemplates()).render('contact-message', contact);

    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Mary &lt;b&gt;Nanuk&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="mailto:mary@example.com"');
    expect(html).toContain('Remote Hands Alaska');
  });

  it('renders the text part verbatim, without HTML escapes', async () => {
    const { text } = (await loadEmailTemplates()).render('contact-message', contact);

    expect(text).toContain('Name: Mary <b>Nanuk</b> & "Co"');
    expect(text).toContain('Line one\n<script>alert(1)</script>\nLine three');
    expect(text).toContain('Received: Mon, Dec 1, 2025, 9:05 AM AKST');
  });

  it('keeps the subject on one bounded line whatever the name holds', async () => {
    const templates = await loadEmailTemplates();

    const injected = templates.render('contact-message', {
      ...contact,
      name: 'Mary\r\nBcc: everyone@example.com',
    });
    const long = templates.render('contact-message', { ...contact, name: 'x'.repeat(500) });

    expect(injected.subject).toBe('Contact form: Mary Bcc: everyone@example.com');
    expect(long.subject.length).toBeLessThanOrEqual(200);
  });

  it('refuses data that lacks a field the template uses', async () => {
    const templates = await loadEmailTemplates();
    const incomplete = {
      name: 'Mary',
      email: 'mary@example.com',
    } as TemplateData['contact-message'];

    expect(() => templates.render('contact-message', incomplete)).toThrow(/not defined/);
  });

  it('fails at load when a template file is missing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'rha-templates-'));
    try {
      await writeFile(path.join(empty, 'layout.html.hbs'), '{{{body}}}');
      await expect(loadEmailTemplates(empty)).rejects.toThrow(/contact-message\.subject\.hbs/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('alaskaMoment', () => {
  it('shows the moment on the Anchorage clock', () => {
    expect(alaskaMoment(new Date('2025-12-01T18:05:00Z'))).toBe('Mon, Dec 1, 2025, 9:05 AM AKST');
    expect(alaskaMoment(new Date('2025-07-01T18:05:00Z'))).toBe('Tue, Jul 1, 2025, 10:05 AM AKDT');
  });
});

describe('shortCalendarDay', () => {
  it('writes the day in short, the same day wherever it is read', () => {
    expect(shortCalendarDay('2030-06-20')).toBe('Jun 20, 2030');
    expect(shortCalendarDay('2025-12-01')).toBe('Dec 1, 2025');
  });
});
