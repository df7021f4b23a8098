import { problems, type HttpProblem } from './errors.js';

/**
 * Postgres refuses text it cannot hold: a NUL character in a text column (character_not_in_repertoire), and in
 * jsonb a `\u0000` (untranslatable_character) or half a surrogate pair (invalid_text_representation of json).
 * JSON allows all three, so a client can send them in any field; that is a bad request, not a failure of the
 * service. The services write jsonb from JSON.stringify, so json they made never fails to parse for another
 * reason.
 */
const unstorableTextCodes = new Set(['22021', '22P05']);
const invalidTextRepresentation = '22P02';

export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return false;
  if (unstorableTextCodes.has(code)) return true;
  return (
    code === invalidTextRepresentation &&
    typeof message === 'string' &&
    message.includes('type json')
  );
}

/** The one answer to text that cannot be stored, whether Postgres or the body check found it. */
export function unstorableTextProblem(): HttpProblem {
  return problems.badRequest(
    'unstorable_text',
    'The request has characters that cannot be stored.',
  );
}

/** Half a surrogate pair: a regex in unicode mode sees it, and only it, as a code point of its own. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a string of a parsed JSON body, or one of its keys, holds half a surrogate pair. A text
 * column would store it as U+FFFD without a word (the UTF-8 encoder replaces it), so a body with one
 * is refused before any of it is used, whatever column it was bound for.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, entry]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(entry),
    );
  }
  return false;
}
