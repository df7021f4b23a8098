import type { SinkMessage } from './store.js';

/** Every value shown on a page goes through this: e-mails are written by strangers. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const style = `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a2b3c; line-height: 1.5; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: bold; padding-bottom: .5rem; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #c8d1da; vertical-align: top; }
  a { color: #0b4f6c; }
  a:focus-visible { outline: 3px solid #0b4f6c; outline-offset: 2px; }
  dt { font-weight: bold; }
  dd { margin: 0 0 .5rem 0; }
  pre { white-space: pre-wrap; background: #f4f6f8; padding: 1rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #c8d1da; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function messageListPage(messages: SinkMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><time datetime="${escapeHtml(m.date)}">${escapeHtml(m.date)}</time></td>
<td>${escapeHtml(m.from)}</td>
<td>${escapeHtml(m.to)}</td>
<td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  const content =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : `<table>
<caption>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    'Mail sink',
    `<h1>Mail sink</h1>
<p>E-mails the local stack sent. Nothing here left this machine. <a href="/">Refresh</a> · <a href="/api/messages">JSON</a></p>
${content}`,
  );
}

export function messagePage(message: SinkMessage): string {
  const field = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const html = message.html
    ? `<h2>HTML part</h2>
<iframe title="HTML part of the message" sandbox src="/messages/${encodeURIComponent(message.id)}/html"></iframe>`
    : '';
  return page(
    message.subject || 'Message',
    `<p><a href="/">Back to all messages</a></p>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<dl>
${field('From', message.from)}
${field('To', message.to)}
${field('Reply-To', message.replyTo ?? '')}
${field('Date', message.date)}
</dl>
<h2>Text part</h2>
<pre>${escapeHtml(message.text)}</pre>
${html}`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Not found</h1><p><a href="/">Back to all messages</a></p>');
}
