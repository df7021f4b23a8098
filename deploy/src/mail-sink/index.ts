import { isIPv6, type AddressInfo, type Server } from 'node:net';
import type { Logger } from '@rha/kit';
import { createSinkSmtpServer } from './smtp.js';
import { createMessageStore, type SinkMessage } from './store.js';
import { createSinkWebServer } from './web.js';

export type { SinkMessage } from './store.js';
export { escapeHtml } from './pages.js';

export interface MailSinkOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  webPort: number;
  /** Interface to bind; default loopback only, as the sink holds what the stack sent. */
  host?: string;
  logger: Pick<Logger, 'error'>;
}

export interface MailSink {
  smtpPort: number;
  webPort: number;
  /** What services set as SMTP_URL. */
  smtpUrl: string;
  /** The page to read the messages; JSON at `${webUrl}/api/messages`. */
  webUrl: string;
  messages(): SinkMessage[];
  stop(): Promise<void>;
}

/**
 * The local stack's SMTP server: keeps every e-mail sent to it and shows it on a web page, so the
 * product's e-mails can be read without a mail account and nothing leaves the machine.
 */
export async function startMailSink(options: MailSinkOptions): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1';
  const store = createMessageStore();
  let listening = false;
  // A failure to listen is the caller's (it rejects); later ones are only logged.
  const smtp = createSinkSmtpServer(store, (error) => {
    if (listening) options.logger.error({ err: error }, 'mail sink SMTP error');
  });
  const web = createSinkWebServer(store);

  await listen(smtp.server, options.smtpPort, host);
  try {
    await listen(web, options.webPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  listening = true;
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  // Bound to every interface, the sink is still reached over loopback; otherwise at the address itself.
  const everywhere = host === '0.0.0.0' || host === '::';
  const address = isIPv6(host) && !everywhere ? `[${host}]` : host;
  const smtpHost = everywhere ? '127.0.0.1' : address;
  const webHost = everywhere || host === '127.0.0.1' ? 'localhost' : address;

  let stopping: Promise<void> | undefined;
  return {
    smtpPort,
    webPort,
    smtpUrl: `smtp://${smtpHost}:${smtpPort}`,
    webUrl: `http://${webHost}:${webPort}`,
    messages: () => store.list(),
    stop() {
      stopping ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          web.closeAllConnections();
        }),
      ]).then(() => undefined);
      return stopping;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
