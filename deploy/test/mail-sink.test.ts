import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  escapeHtml,
  startMailSink,
  type MailSink,
  type SinkMessage,
} from '../src/mail-sink/index.js';
import { portIsFree } from './stack-support.js';

const silent = { error: () => undefined };

/** Speaks plain SMTP to the sink, line by line, as any mail client would. */
async function sendRawMail(port: number, from: string, to: string, data: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waiting: { code: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply is complete at a line whose code is followed by a space (multi-line ones use '-').
    for (let match; (match = /^(\d{3}) .*\r\n/m.exec(buffer));) {
      buffer = buffer.slice(match.index + match[0].length);
      const next = waiting.shift();
      if (!next) continue;
      if (match[1] === next.code) next.resolve();
      else next.reject(new Error(`expected ${next.code}, got ${match[0]}`));
    }
  });
  const expect = (code: string) =>
    new Promise<void>((resolve, reject) => waiting.push({ code, resolve, reject }));
  const command = async (line: string, code: string) => {
    const answered = expect(code);
    socket.write(`${line}\r\n`);
    await answered;
  };

  await expect('220');
  await command('EHLO test.local', '250');
  await command(`MAIL FROM:<${from}>`, '250');
  await command(`RCPT TO:<${to}>`, '250');
  await command('DATA', '354');
  await command(`${data.replace(/\n/g, '\r\n')}\r\n.`, '250');
  await command('QUIT', '221');
  socket.end();
}

const hostileMail = `From: "Eve <script>" <eve@example.com>
To: support@remote-hands.local
Reply-To: "Mary Nanuk" <mary@example.com>
Subject: <img src=x onerror=alert(1)> hello
Date: Mon, 01 Dec 2025 18:05:00 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8

Plain <b>text</b> & more
--b1
Content-Type: text/html; charset=utf-8

<p>Hello</p><script>alert('html part')</script>
--b1--`;

describe('mail sink', () => {
  let sink: MailSink;
  let message: SinkMessage;

  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, webPort: 0, logger: silent });
    await sendRawMail(sink.smtpPort, 'eve@example.com', 'support@remote-hands.local', hostileMail);
    const [first] = (await (await fetch(`${sink.webUrl}/api/messages`)).json()) as SinkMessage[];
    if (!first) throw new Error('the sink kept no message');
    message = first;
  });

  afterAll(async () => {
    await sink?.stop();
  });

  it('keeps what it received and lists it as JSON', () => {
    expect(message).toEqual({
      id: '1',
      from: '"Eve <script>" <eve@example.com>',
      to: 'support@remote-hands.local',
      replyTo: '"Mary Nanuk" <mary@example.com>',
      subject: '<img src=x onerror=alert(1)> hello',
      date: '2025-12-01T18:05:00.000Z',
      text: 'Plain <b>text</b> & more',
      html: "<p>Hello</p><script>alert('html part')</script>",
    });
    expect(sink.messages()).toEqual([message]);
  });

  it('lists the messages on an accessible page with every value escaped', async () => {
    const response = await fetch(`${sink.webUrl}/`);
    const html = await response.text();

    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; hello');
    expect(html).toContain('&quot;Eve &lt;script&gt;&quot; &lt;eve@example.com&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="/messages/1"');
  });

  it('shows one message with its text escaped and its HTML part in a sandboxed frame', async () => {
    const page = await (await fetch(`${sink.webUrl}/messages/1`)).text();
    const part = await fetch(`${sink.webUrl}/messages/1/html`);

    expect(page).toContain('Plain &lt;b&gt;text&lt;/b&gt; &amp; more');
    expect(page).toContain('&quot;Mary Nanuk&quot; &lt;mary@example.com&gt;');
    expect(page).toMatch(
      /<iframe title="HTML part of the message" sandbox src="\/messages\/1\/html">/,
    );
    expect(page).not.toContain('<script>');
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await part.text()).toBe("<p>Hello</p><script>alert('html part')</script>");
  });

  it('answers unknown messages and paths with 404', async () => {
    const [page, json, other] = await Promise.all(
      ['/messages/99', '/api/messages/99', '/nope'].map((path) => fetch(`${sink.webUrl}${path}`)),
    );

    expect([page, json, other].map((response) => response?.status)).toEqual([404, 404, 404]);
  });

  it('frees both ports when stopped', async () => {
    const other = await startMailSink({ smtpPort: 0, webPort: 0, logger: silent });

    await other.stop();

    expect(await portIsFree(other.smtpPort)).toBe(true);
    expect(await portIsFree(other.webPort)).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
