import type { SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { openOffersOf, type OfferRow } from '../dispatch/offers.repo.js';
import { storedPhotosOf } from '../files/job-files.repo.js';
import { logsOf } from './service-log.repo.js';
import {
  findByIds,
  listAssignedTo,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { timelinesOf, type TimelineRow } from '../lifecycle/timeline.repo.js';
import type { ReportParts } from './job-report.presenter.js';
import { ratingsViews } from '../ratings/ratings.js';

/** The most offers, and the most jobs, one technician's list shows. */
const JOBS_LIMIT = 100;

export interface OfferedJob {
  request: ServiceRequestRow;
  offer: OfferRow;
}

/** A job the technician holds, with what they reported on it. */
export interface AssignedJob extends ReportParts {
  request: ServiceRequestRow;
  /** Oldest first; the technician reads only the reasons given on it (see jobReasons). */
  timeline: TimelineRow[];
}

export interface TechnicianJobList {
  /** Open offers to the technician, oldest first. */
  offers: OfferedJob[];
  /** Jobs the technician holds, soonest preferred date first. */
  jobs: AssignedJob[];
}

/** What a technician may see of the work: offers made to them and jobs assigned to them only. */
export async function technicianJobs(
  db: Knex,
  technician: SignedInUser,
): Promise<TechnicianJobList> {
  const [offers, jobs] = await Promise.all([
    openOffersOf(db, {
      technicianId: technician.subject,
      now: new Date(),
      requestStatuses: 'awaitingTechnician',
      limit: JOBS_LIMIT,
    }),
    listAssignedTo(db, technician.subject, 'technicianJobs', JOBS_LIMIT),
  ]);
  const jobIds = jobs.map(({ id }) => id);
  const [logs, photos, ratings, timelines] = await Promise.all([
    logsOf(db, jobIds),
    storedPhotosOf(db, jobIds),
    ratingsViews(db, jobs, 'technician', new Date()),
    timelinesOf(db, jobIds),
  ]);
  const requests = new Map(
    (await findByIds(db, [...new Set(offers.map((offer) => offer.request_id))])).map((request) => [
      request.id,
      request,
    ]),
  );
  return {
    offers: offers.flatMap((offer) => {
      const request = requests.get(offer.request_id);
      return request ? [{ request, offer }] : [];
    }),
    jobs: jobs.map((request) => ({
      request,
      log: logs.get(request.id) ?? [],
      photos: photos.get(request.id) ?? [],
      ratings: ratings.get(request.id) ?? null,
      timeline: timelines.get(request.id) ?? [],
    })),
  };
}
