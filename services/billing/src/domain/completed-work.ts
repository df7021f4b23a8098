import type { CompletedWork } from '@rha/contracts';
import type { Knex } from 'knex';

/**
 * Keeps the approved work's facts on the job, so its invoice is priced by them; an event without
 * them leaves the job to billing's own timing. A later approval (warranty work) replaces them,
 * though an invoice already issued stays as it is.
 */
export async function recordCompletedWork(
  trx: Knex.Transaction,
  requestId: string,
  work: CompletedWork | undefined,
): Promise<void> {
  if (!work) return;
  await trx('jobs')
    .where({ request_id: requestId })
    .update({ completed_work: JSON.stringify(work) });
}
