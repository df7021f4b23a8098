import path from 'node:path';
import type { Stack } from './stack.js';
import {
  demoAdminEmail,
  demoApplicantEmail,
  demoCompanyEmail,
  demoPassword,
  demoTechnicianEmail,
} from './demo/people.js';
import { embeddedPostgresDir, repoRoot } from './paths.js';

/** Dev-only accounts from the IdP's users file, and what the demo data has waiting for each. */
export const demoAccounts: readonly (readonly [email: string, tryThis: string])[] = [
  [demoCompanyEmail, 'approve the finished job, message a technician, submit a new request'],
  [demoTechnicianEmail, 'accept the offer waiting, or open the completed job and its photos'],
  [demoAdminEmail, 'vet the applicants, dispatch the submitted request, read the ratings'],
  [demoApplicantEmail, 'just signed up: the onboarding questionnaire is ahead'],
];

/** `demoData`: the stack was started with the demo data, so each account's line says what to try. */
export function formatBanner(stack: Stack, demoData = false): string {
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
    ['TURN', stack.urls.turn.join(', ') || 'none: install coturn to relay calls'],
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
      ...demoAccounts.map(([email, tryThis]) =>
        demoData ? `  ${email.padEnd(width)}${tryThis}` : `  ${email}`,
      ),
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}
