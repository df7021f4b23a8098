import { VIDEO_DURATION_OPTIONS } from '@rha/contracts/reference';
import { QUESTIONS } from './questions';

/** The answers a request page lists, in the form's order (the date and time are shown apart). */
const ANSWER_ORDER = [
  'jobDescription',
  'location',
  'restrictedAccess',
  'contactPerson',
  'phoneNumber',
  'liveVideoRequired',
  'hasWifi',
  'wantProPackage',
  'hasOutlet',
  'videoDuration',
  'connectionMethod',
  'hasDocumentation',
  'additionalInformation',
] as const satisfies readonly (keyof typeof QUESTIONS)[];

export type ListedAnswers = Partial<Record<(typeof ANSWER_ORDER)[number], string>>;

const YES_NO_LABELS: Record<string, string> = { yes: 'Yes', no: 'No' };

const YES_NO_QUESTIONS: ReadonlySet<string> = new Set([
  'restrictedAccess',
  'liveVideoRequired',
  'hasWifi',
  'wantProPackage',
  'hasOutlet',
  'hasDocumentation',
]);

function shown(key: (typeof ANSWER_ORDER)[number], value: string): string {
  if (YES_NO_QUESTIONS.has(key)) return YES_NO_LABELS[value] ?? value;
  if (key === 'videoDuration') {
    return VIDEO_DURATION_OPTIONS.find((option) => option.value === value)?.label ?? value;
  }
  return value;
}

export type AnswerKey = (typeof ANSWER_ORDER)[number];

/** Question and answer pairs as people read them, leaving out what was not asked or answered. */
export function answerRows(
  answers: ListedAnswers,
): [question: string, answer: string, key: AnswerKey][] {
  return ANSWER_ORDER.flatMap((key) => {
    const value = answers[key] ?? '';
    return value === ''
      ? []
      : [[QUESTIONS[key], shown(key, value), key] as [string, string, AnswerKey]];
  });
}
