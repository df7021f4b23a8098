import type { Knex } from 'knex';

/** The search is text, not a pattern: `%`, `_` and `\` match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Keeps the requests whose ticket number or job description holds `text` anywhere, ignoring
 * case; a blank search keeps every request. `table` names the requests' table when it is joined.
 */
export function requestTextMatches(
  text: string | undefined,
  table = 'service_requests',
): (query: Knex.QueryBuilder) => void {
  return (query) => {
    const wanted = text?.trim() ?? '';
    if (wanted === '') return;
    const pattern = `%${escapeLike(wanted)}%`;
    void query.where((either) => {
      void either
        .whereRaw(`${table}.ticket_number ilike ? escape '\\'`, [pattern])
        .orWhereRaw(`${table}.job_description ilike ? escape '\\'`, [pattern]);
    });
  };
}
