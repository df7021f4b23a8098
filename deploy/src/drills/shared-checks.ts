import { atMost, equal, type Check } from './drill-report.js';
import { emailsPerSubmit } from './drill-load.js';
import type { Ledger } from './ledger.js';
import type { Answer } from './traffic.js';

/** A refusal this slow is a hang to the browser's queue, not a fast 502/503. */
const fastAnswerMs = 3_000;

/**
 * What every drill checks of the e-mails once the stack has settled: each accepted write queued its
 * e-mails, none is left waiting, the mailbox got each sent one exactly once.
 */
export function emailChecks(before: Ledger, after: Ledger, writes: number): Check[] {
  return [
    equal(
      'e-mails queued for the writes',
      emailsPerSubmit * writes,
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

/** 502/503 answers given while a part was down: problem+json, and quick. */
export function refusalChecks(refused: Answer[]): Check[] {
  return [
    equal('502/503 answers that are not problem+json', 0, refused.filter(notProblem).length),
    atMost('slowest 502/503 answer (ms)', fastAnswerMs, slowest(refused)),
  ];
}

export function slowest(answers: Answer[]): number {
  return answers.reduce((most, answer) => Math.max(most, answer.ms), 0);
}

function notProblem(answer: Answer): boolean {
  return !(answer.contentType ?? '').startsWith('application/problem+json');
}
