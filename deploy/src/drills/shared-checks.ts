import { atLeast, atMost, equal, type Check } from './drill-report.js';
import { emailsPerSubmit, type LoadedFault } from './drill-load.js';
import type { K6LoadOptions } from './k6-load.js';
import type { Ledger } from './ledger.js';
import { countStatus, writeCounts, type Answer } from './traffic.js';

/** A refusal this slow is a hang to the browser's queue, not a fast 502/503. */
const fastAnswerMs = 3_000;

/**
 * What every drill checks of the writes once the stack has settled: each one accepted exactly once,
 * stored whole (a request with its event, a company with its location), its e-mails sent once.
 */
export function writeChecks(run: LoadedFault<unknown>): Check[] {
  const { before, after, traffic } = run;
  const submits = writeCounts(traffic, 'submit');
  const registrations = writeCounts(traffic, 'register');
  return [
    equal('load script errors', 0, traffic.scriptErrors.length),
    // A refusal of the load's own requests (an expired token, a wrong path) would hide what the drill checks.
    equal('4xx answers', 0, countStatus(traffic.answers, 400, 500)),
    equal('submits never accepted', 0, submits.unaccepted),
    equal('registrations never accepted', 0, registrations.unaccepted),
    equal('resends answered with another write', 0, submits.duplicates + registrations.duplicates),
    equal(
      'service requests stored per accepted submit',
      submits.accepted,
      after.rows - before.rows,
    ),
    equal('service requests without their event', 0, after.withoutEvent),
    atLeast('companies registered under load', 1, registrations.accepted),
    equal(
      'companies stored per accepted registration',
      registrations.accepted,
      after.companies - before.companies,
    ),
    equal('companies without their location', 0, after.companiesWithoutLocation),
    ...emailChecks(before, after, submits.accepted),
  ];
}

/** Each accepted submit queued its e-mails, none is left waiting, the mailbox got each exactly once. */
function emailChecks(before: Ledger, after: Ledger, submits: number): Check[] {
  return [
    equal(
      'e-mails queued for the submits',
      emailsPerSubmit * submits,
      after.submitEmails - before.submitEmails,
    ),
    equal('e-mails still waiting', 0, after.emailsQueued - after.emailsSent - after.emailsFailed),
    equal(
      'e-mails received per e-mail sent',
      after.emailsSent - before.emailsSent,
      after.received - before.received,
    ),
    equal('duplicate e-mails', 0, after.duplicates - before.duplicates),
  ];
}

/** The figures every drill prints of its load and what the stack stored. */
export function loadFigures(run: LoadedFault<unknown>): Record<string, number | string> {
  const { before, after, traffic } = run;
  const submits = writeCounts(traffic, 'submit');
  const registrations = writeCounts(traffic, 'register');
  return {
    requests: traffic.answers.length,
    'settled in s': run.settledInS,
    writes: submits.accepted,
    registrations: registrations.accepted,
    'resent writes': submits.resent + registrations.resent,
    events: after.delivered - before.delivered,
    emails: after.received - before.received,
    duplicates:
      submits.duplicates + registrations.duplicates + after.duplicates - before.duplicates,
    lost: submits.unaccepted + registrations.unaccepted,
    'script errors': traffic.scriptErrors.slice(0, 3).join(' / ') || 'none',
    '4xx':
      traffic.answers
        .filter((answer) => answer.status >= 400 && answer.status < 500)
        .map(operationStatus)
        .join(' / ') || 'none',
  };
}

/** What every drill says of its load. */
export function loadDescription(options: K6LoadOptions): string {
  return `${options.workers} k6 virtual users of sign-ins, profile reads, submits and registrations (writes resent with their Idempotency-Key on a 5xx)`;
}

/**
 * The answers given while a part was down (`whileDown` says which): at least one 502/503, no other 5xx,
 * every request answered, quickly, and problem+json from the API (the identity provider's token
 * endpoint answers in OAuth's own error format).
 */
export function outageAnswers(
  answers: Answer[],
  whileDown: string,
): { figures: Record<string, number | string>; checks: Check[] } {
  const isRefusal = (answer: Answer) => answer.status === 502 || answer.status === 503;
  const refused = answers.filter(isRefusal);
  const others = answers
    .filter((answer) => answer.status >= 500 && !isRefusal(answer))
    .map(operationStatus);
  const slowest = refused.reduce((most, answer) => Math.max(most, answer.ms), 0);
  const fromApi = refused.filter((answer) => answer.operation !== 'sign-in');
  return {
    figures: {
      '502/503 answers': refused.length,
      'slowest 502/503 ms': slowest,
      'other 5xx': others.join(' / ') || 'none',
    },
    checks: [
      atLeast(`502/503 answers while ${whileDown}`, 1, refused.length),
      equal('5xx answers other than 502/503', 0, others.length),
      equal(
        '502/503 API answers that are not problem+json',
        0,
        fromApi.filter((answer) => !answer.problem).length,
      ),
      atMost('slowest 502/503 answer (ms)', fastAnswerMs, slowest),
      equal('requests without an answer', 0, countStatus(answers, 0, 1)),
    ],
  };
}

function operationStatus(answer: Answer): string {
  return `${answer.operation} ${answer.status}`;
}
