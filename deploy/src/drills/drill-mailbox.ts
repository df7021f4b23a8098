import type { SMTPServer } from 'smtp-server';
import { createSinkSmtpServer } from '../mail-sink/smtp.js';
import { createMessageStore, type SinkMessage } from '../mail-sink/store.js';
import { freePort } from '../throwaway.js';

// Far above what a drill sends: a dropped message would read as a lost e-mail.
const capacity = 1_000_000;

/** An SMTP server the drill can take down and bring back, keeping every message it received. */
export interface DrillMailbox {
  smtpUrl: string;
  messages(): SinkMessage[];
  /** Stops listening: senders get connection refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startDrillMailbox(): Promise<DrillMailbox> {
  const store = createMessageStore(capacity);
  const port = await freePort();
  let server: SMTPServer | undefined;
  const up = async () => {
    if (server) return;
    const listening = createSinkSmtpServer(store, () => undefined);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    server = listening;
  };
  const down = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await up();
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => store.list(),
    up,
    down,
    close: down,
  };
}
