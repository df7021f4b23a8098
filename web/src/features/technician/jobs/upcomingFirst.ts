import type { TechnicianJob } from '../../../api/bffTypes';

/** Jobs still ahead of the technician: not reached, on hold, or under way on site. */
const UPCOMING: ReadonlySet<TechnicianJob['status']> = new Set(['Accepted', 'On hold', 'On site']);

/** The soonest arrival first, then the preferred date; a job without an ETA after those with one. */
function soonerFirst(a: TechnicianJob, b: TechnicianJob): number {
  if (a.eta && b.eta) return a.eta.localeCompare(b.eta);
  if (a.eta || b.eta) return a.eta ? -1 : 1;
  return a.preferredDate.localeCompare(b.preferredDate);
}

/**
 * The technician's jobs with the ones still ahead of them first, soonest first; finished and
 * cancelled ones follow in the order the server gave.
 */
export function upcomingFirst(jobs: readonly TechnicianJob[]): TechnicianJob[] {
  const upcoming = jobs.filter((job) => UPCOMING.has(job.status)).sort(soonerFirst);
  return [...upcoming, ...jobs.filter((job) => !UPCOMING.has(job.status))];
}
