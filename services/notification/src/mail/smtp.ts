import nodemailer from 'nodemailer';

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

/** SMTP through nodemailer. Timeouts keep a hung server from holding an e-mail's lease forever. */
export function createSmtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as nodemailer.TransportOptions);

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
