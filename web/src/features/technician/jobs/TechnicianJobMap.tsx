import { useTechnicianCoverage } from '../../../api/technicianCoverage';
import type { TechnicianJob } from '../../../api/bffTypes';
import { checkInPlace } from '../../job-map/checkInPlace';
import { JobMap } from '../../job-map/JobMap';

/** A job on the map as its technician sees it: the site, their home, where they reach, the check-in. */
export function TechnicianJobMap({ job }: { job: TechnicianJob }) {
  const coverage = useTechnicianCoverage().data;
  const location = job.report?.checkIn?.location;
  const home = coverage?.home?.community;
  return (
    <JobMap
      places={{
        site: job.community,
        homes: home ? [{ community: home, label: home }] : [],
        // Until saved, the list is only a suggestion of where they might reach.
        reach: coverage?.saved ? coverage.reach.map((reached) => reached.community) : [],
        checkIn: location && {
          ...location,
          label: checkInPlace(location, job.community) || 'Check-in',
        },
      }}
    />
  );
}
