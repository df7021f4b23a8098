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
