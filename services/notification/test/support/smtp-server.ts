import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Header name (lower case) to its unfolded value, for the top-level headers. */
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While set, every MAIL FROM is answered with this temporary failure. */
  failWith: string | undefined;
  /** RCPT TO one of these is answered with a temporary failure. */
  refusedRecipients: Set<string>;
  /** While true, each new connection is closed before the greeting, as by a server overloaded. */
  hangUp: boolean;
  /** How long the server takes to accept a message's data: keeps its transaction open meanwhile. */
  acceptDelayMs: number;
  /** Messages to one of these are not accepted (nor answered) until it is taken out again. */
  heldRecipients: Set<string>;
  /** Connections opened so far. */
  connections: number;
  /** The most sessions that were between MAIL FROM and the answer to their data at one time. */
  peakSending: number;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server, small enough to read: it speaks the commands nodemailer uses (EHLO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT) over TCP and keeps what it receives. No TLS and no AUTH.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const sockets = new Set<Socket>();
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    failWith: undefined,
    refusedRecipients: new Set(),
    hangUp: false,
    acceptDelayMs: 0,
    heldRecipients: new Set(),
    connections: 0,
    peakSending: 0,
    waitFor: (count, timeoutMs = 10_000) =>
      waitUntil(() => state.received.length >= count, timeoutMs).then(() => state.received),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  let sending = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    state.connections += 1;
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    let inTransaction = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const endTransaction = () => {
      if (inTransaction) sending -= 1;
      inTransaction = false;
    };
    socket.on('close', endTransaction);

    if (state.hangUp) {
      socket.end();
      return;
    }
    reply('220 test-smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { envelope, headers: parseHeaders(raw), raw };
          envelope = { from: '', to: [] };
          // nodemailer waits for this answer before the connection's next command.
          const accept = () => {
            if (mail.envelope.to.some((to) => state.heldRecipients.has(to))) {
              setTimeout(accept, 20);
              return;
            }
            state.received.push(mail);
            endTransaction();
            reply(`250 2.0.0 queued as test-${state.received.length}`);
          };
          setTimeout(accept, state.acceptDelayMs);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-test-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          if (state.failWith) reply(state.failWith);
          else {
            envelope.from = addressOf(line);
            // A MAIL after a refused recipient, without RSET, starts over the same transaction.
            if (!inTransaction) sending += 1;
            inTransaction = true;
            state.peakSending = Math.max(state.peakSending, sending);
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          const address = addressOf(line);
          if (state.refusedRecipients.has(address)) reply('451 4.2.1 Mailbox busy, try later');
          else {
            envelope.to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          endTransaction();
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

function addressOf(command: string): string {
  return /<([^>]*)>/.exec(command)?.[1] ?? '';
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The decoded text and HTML parts of a multipart/alternative message as nodemailer writes it. */
export function bodiesOf(mail: ReceivedMail): { text: string; html: string } {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const bodies = { text: '', html: '' };
  for (const part of mail.raw.split(`--${boundary}`).slice(1)) {
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const headers = part.slice(0, split).toLowerCase();
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    const decoded = headers.includes('quoted-printable')
      ? decodeQuotedPrintable(body)
      : headers.includes('base64')
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
    if (headers.includes('text/plain')) bodies.text = decoded.replace(/\r\n/g, '\n');
    if (headers.includes('text/html')) bodies.html = decoded.replace(/\r\n/g, '\n');
  }
  return bodies;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
