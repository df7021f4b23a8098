import path from 'node:path';
import type { Stack } from './stack.js';
import { embeddedPostgresDir, repoRoot } from './paths.js';

/** Dev-only accounts from the IdP's users file, one per realm role. */
export const demoAccounts = ['company@example.com', 'technician@example.com', 'admin@example.com'];
export const demoPassword = 'remote-hands-demo';

export function formatBanner(stack: Stack): string {
  const rows: [string, string][] = [
    ['Web app', stack.urls.web],
    [stack.idp ? 'Identity provider (dev)' : 'Keycloak', stack.urls.issuer],
    ...Object.entries(stack.urls.services).map(([name, url]): [string, string] => [name, url]),
    [
      'Postgres',
      stack.database.embedded
        ? `embedded on 127.0.0.1:${stack.settings.EMBEDDED_PG_PORT}, data in ${path.relative(repoRoot, embeddedPostgresDir)}`
        : 'DATABASE_URL',
    ],
    ['Events', stack.bus === 'amqp' ? 'RabbitMQ (AMQP_URL)' : 'in-process bus'],
    stack.urls.mailSink ? ['Mail sink', stack.urls.mailSink] : ['E-mail', 'SMTP_URL'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = [
    '',
    'Remote Hands Alaska is running',
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}${value}`),
  ];
  if (stack.idp) {
    lines.push(
      '',
      `Demo accounts (password ${demoPassword})`,
      ...demoAccounts.map((email) => `  ${email}`),
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}
