/**
 * `npm run bench:email`: only the e-mail row (see bench-email.ts), for working on notification's sending
 * without the whole API bench. `npm run bench` measures it too.
 */
import { startDrillMailbox, type DrillMailbox } from '../drills/drill-mailbox.js';
import { startStack, type Stack } from '../stack/stack.js';
import { benchEmail, emailTargetHolds, emailTargetLine } from './bench-email.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { benchShape } from './bench-shape.js';

const { shape, env, reason } = await benchShape(process.env);
let mailbox: DrillMailbox | undefined;
let stack: Stack | undefined;
try {
  mailbox = await startDrillMailbox();
  // Always the bench's own sink: thousands of e-mails must never reach a real mail server.
  stack = await startStack(
    { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn', SMTP_URL: mailbox.smtpUrl },
    { shape, embeddedDatabase: benchEmbeddedDatabase },
  );
  process.stdout.write(`shape: ${shape} (${reason})\n`);
  const email = await benchEmail(stack.database.url, mailbox);
  process.stdout.write(`${emailTargetLine(email)}\n`);
  if (!emailTargetHolds(email)) process.exitCode = 1;
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  await mailbox?.close();
}
