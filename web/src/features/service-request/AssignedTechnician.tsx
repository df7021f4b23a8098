import { Stack } from '@rha/design-system';
import type { RequestTimelineEntry, ServiceRequestDetails } from '../../api/bffTypes';
import { AlaskaMoment } from '../shared/AlaskaMoment';

/** Why the job is on hold: the note of the latest move to On hold. */
function holdReasonOf(timeline: readonly RequestTimelineEntry[]): string {
  return timeline.findLast((entry) => entry.to === 'On hold')?.note ?? '';
}

/**
 * Who took the request and when they expect to be there, in Alaska time; on hold, why and the new
 * arrival. Nothing until a technician is assigned.
 */
export function AssignedTechnician({ details }: { details: ServiceRequestDetails }) {
  const { assignedTechnician, eta, status } = details;
  if (!assignedTechnician) return null;
  const onHold = status === 'On hold';
  const holdReason = onHold ? holdReasonOf(details.timeline) : '';
  return (
    <Stack gap={1}>
      <p>
        {assignedTechnician.community
          ? `Technician: ${assignedTechnician.firstName} from ${assignedTechnician.community}`
          : `Technician: ${assignedTechnician.firstName}`}
      </p>
      {holdReason && <p>{`On hold: ${holdReason}`}</p>}
      {eta && (
        <p>
          {onHold ? 'New ETA: ' : 'ETA: '}
          <AlaskaMoment iso={eta} />
        </p>
      )}
    </Stack>
  );
}
