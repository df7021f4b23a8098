import type { HeldJob, HeldJobDecided, HeldJobDecision } from '@rha/contracts';
import type { HeldJobListRow, HeldJobRow } from './held-jobs.repo.js';

export function presentHeldJob(row: HeldJobListRow): HeldJob {
  return {
    requestId: row.request_id,
    ticketNumber: row.ticket_number,
    serviceType: row.service_type,
    community: row.community ?? '',
    companyName: row.company_name,
    status: row.status,
    technicianId: row.technician_id,
    technicianName: row.technician_name,
    vettingStatus: row.vetting_status,
    heldSince: row.held_since.toISOString(),
  };
}

/** An admin's decision as recorded; only admins' decisions are presented. */
export function presentHeldJobDecided(row: HeldJobRow, decision: HeldJobDecision): HeldJobDecided {
  return {
    requestId: row.request_id,
    decision,
    decidedAt: (row.decided_at ?? new Date()).toISOString(),
    decidedBy: row.decided_by_name,
  };
}
