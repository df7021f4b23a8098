import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from './store.js';

/** Larger messages are refused at the SMTP level. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Accepts every message for any recipient and keeps it instead of delivering it. Plain SMTP only:
 * no STARTTLS (the sink has no certificate a client would trust) and no AUTH.
 */
export function createSinkSmtpServer(
  store: MessageStore,
  onError: (error: Error) => void,
): SMTPServer {
  const server = new SMTPServer({
    banner: 'Remote Hands Alaska local mail sink',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Stopping waits this long for open connections; senders do not linger after a message.
    closeTimeout: 1_000,
    async onData(stream, _session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const received = store.add({
          from: addressText(parsed.from),
          to: addressText(parsed.to),
          replyTo: parsed.replyTo ? addressText(parsed.replyTo) : null,
          subject: parsed.subject ?? '',
          date: (parsed.date ?? new Date()).toISOString(),
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
        });
        callback(null, `queued as ${received.id}`);
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  server.on('error', onError);
  return server;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(', ');
}
