import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

export interface Mailbox {
  address: string;
  name?: string | undefined;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: Mailbox | undefined;
  subject: string;
  html: string;
  text: string;
}

export interface MailSender {
  /** Resolves once the SMTP server accepted the message; rejects with its error otherwise. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface SmtpSenderOptions {
  /** SMTP connections kept open and used at once; sends beyond them wait for a free one. */
  maxConnections: number;
}

/**
 * SMTP through nodemailer's pool: connections stay open across messages, so a send is one mail
 * transaction rather than a connect, greeting and hello each. Timeouts keep a hung server from
 * holding an e-mail's lease forever.
 */
export function createSmtpSender(smtpUrl: string, options: SmtpSenderOptions): MailSender {
  // The pool itself, not createTransport's options: given a `url`, createTransport builds the
  // transport from the URL alone and drops every other option, the pool and the timeouts with it.
  const pool = new SMTPPool({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections,
    // A connection the server closes unanswered fails its send, where the pool would try it again
    // at once and without end: the dispatcher's attempts and backoff decide every retry, within the
    // e-mail's lease. Read by the pool, missing from its published types.
    ...{ maxRequeues: 0 },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const transport = nodemailer.createTransport(pool);

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        ...(message.replyTo
          ? { replyTo: { name: message.replyTo.name ?? '', address: message.replyTo.address } }
          : {}),
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}
