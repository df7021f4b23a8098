/**
 * `npm run bench:invoices`: only the invoice issue with its PDF (see bench-invoices.ts), for working
 * on billing without the whole API bench. `npm run bench` runs it too.
 */
import { startStack, type Stack } from '../stack/stack.js';
import { benchEmbeddedDatabase } from './bench-database.js';
import { benchShape } from './bench-shape.js';
import { benchInvoices, invoiceTargetHolds, invoiceTargetLine } from './bench-invoices.js';

const { shape, env } = await benchShape(process.env);
let stack: Stack | undefined;
try {
  stack = await startStack(
    { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    { shape, embeddedDatabase: benchEmbeddedDatabase },
  );
  const figures = await benchInvoices(stack.database.url);
  process.stdout.write(`${invoiceTargetLine(figures)}\n`);
  if (!invoiceTargetHolds(figures)) process.exitCode = 1;
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
