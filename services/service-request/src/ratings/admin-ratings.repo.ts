import type { Knex } from 'knex';
import { isUuid } from '../db/ids.js';

/** Whose completed jobs the admin reads: a technician's (as assigned) or a company's. */
export type RatingsSubject = { technicianId: string } | { companyId: string };

/** A completed, rated job as the admin's ratings list reads it. */
export interface RatedJobRow {
  id: string;
  ticket_number: string;
  company_id: string;
  company_name: string;
  assigned_technician_id: string;
  assigned_technician_name: string;
  completed_at: Date;
  ratings_revealed_at: Date | null;
}

export interface RatedJobsPage {
  rows: RatedJobRow[];
  total: number;
}

function ratedJobsOf(db: Knex, subject: RatingsSubject): Knex.QueryBuilder {
  const query = db('service_requests')
    .whereNotNull('completed_at')
    .whereNotNull('assigned_technician_id')
    .whereExists(
      db('ratings').select(db.raw('1')).whereRaw('ratings.request_id = service_requests.id'),
    );
  return 'technicianId' in subject
    ? query.where({ assigned_technician_id: subject.technicianId })
    : query.where({ company_id: subject.companyId });
}

/** One page of the subject's completed jobs that carry a rating, newest completion first. */
export async function listRatedJobs(
  db: Knex,
  subject: RatingsSubject,
  page: { limit: number; offset: number },
): Promise<RatedJobsPage> {
  // The technician column is a uuid: any other text names no technician.
  if ('technicianId' in subject && !isUuid(subject.technicianId)) return { rows: [], total: 0 };
  const [rows, counted] = await Promise.all([
    ratedJobsOf(db, subject)
      .select(
        'id',
        'ticket_number',
        'company_id',
        'company_name',
        'assigned_technician_id',
        'assigned_technician_name',
        'completed_at',
        'ratings_revealed_at',
      )
      .orderBy([
        { column: 'completed_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset) as Promise<RatedJobRow[]>,
    ratedJobsOf(db, subject).count<{ count: string }[]>('* as count'),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}
