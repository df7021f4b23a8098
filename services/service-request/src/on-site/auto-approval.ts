import type { Knex } from 'knex';
import { lockDueApprovals } from '../lifecycle/service-requests.repo.js';
import { completeWork } from './approval.js';
import { AUTOMATIC_APPROVAL } from '../lifecycle/movers.js';

/** Requests one tick approves; the rest wait for the next. */
const APPROVALS_PER_TICK = 50;

export interface AutoApprovalDeps {
  db: Knex;
  /** Ties this tick's events together. */
  correlationId: string;
}

/**
 * Completes, as of `now`, the finished work whose company stayed silent until its automatic
 * approval time. Rows another tick or a company's review has locked are skipped: the review
 * decides those, and a concurrent tick approves each request once.
 */
export function runAutoApprovals(deps: AutoApprovalDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const due = await lockDueApprovals(trx, now, APPROVALS_PER_TICK);
    for (const request of due) {
      await completeWork(trx, request, {
        by: AUTOMATIC_APPROVAL,
        at: now,
        correlationId: deps.correlationId,
      });
    }
    return due.length;
  });
}
