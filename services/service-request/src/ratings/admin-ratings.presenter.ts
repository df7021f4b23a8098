import type { AdminRatingEntry } from '@rha/contracts';
import type { RatedJobRow } from './admin-ratings.repo.js';
import type { JobRatingRows } from './ratings.repo.js';
import { ratingWindowClosesAt } from './rating-reveals.js';
import { presentRating } from './rating.presenter.js';

export function presentAdminRatingEntry(
  row: RatedJobRow,
  ratings: JobRatingRows,
  now: Date,
): AdminRatingEntry {
  return {
    requestId: row.id,
    serviceTicketNumber: row.ticket_number,
    companyId: row.company_id,
    companyName: row.company_name,
    technicianId: row.assigned_technician_id,
    technicianName: row.assigned_technician_name,
    completedAt: row.completed_at.toISOString(),
    byCompany: presentRating(ratings.company),
    byTechnician: presentRating(ratings.technician),
    revealed: row.ratings_revealed_at !== null || now > ratingWindowClosesAt(row.completed_at),
  };
}
