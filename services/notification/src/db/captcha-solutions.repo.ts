import type { Knex } from 'knex';

/**
 * Records that the captcha challenge was used; false when it already was. One insert against the
 * primary key, so of two concurrent uses exactly one wins.
 */
export async function recordCaptchaSolution(
  trx: Knex.Transaction,
  solution: { challengeId: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await trx('captcha_solutions')
    .insert({ challenge_id: solution.challengeId, expires_at: solution.expiresAt })
    .onConflict('challenge_id')
    .ignore()
    .returning('challenge_id');
  return rows.length === 1;
}

/**
 * Forgets challenges that expired over an hour ago (by the database clock). The bff refuses them by
 * its own clock; the hour absorbs any skew between the two, so no id is forgotten while still usable.
 */
export async function deleteExpiredCaptchaSolutions(trx: Knex.Transaction): Promise<void> {
  await trx('captcha_solutions')
    .where('expires_at', '<', trx.raw("now() - interval '1 hour'"))
    .del();
}
