// The bff's schedule endpoints; listed in bff.ts's document.
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';
import { ScheduledUnavailablePeriodList } from './technician.js';

export const bffScheduleEndpoints = [
  endpoint({
    operationId: 'listUnavailabilityForAdmin',
    forwardsTo: { service: 'technician', operationId: 'listUnavailablePeriodsForAdmin' },
    method: 'get',
    path: '/api/admin/unavailability',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Every technician's time away that has not ended, for the admin's schedule",
    description:
      'Earliest start first, then by technician name; at most `COVERAGE_LIMITS.schedulePeriods` (500). Each period names its technician.',
    responses: {
      '200': {
        description: 'The periods.',
        content: { 'application/json': { schema: ScheduledUnavailablePeriodList } },
      },
      '401': problemResponse(
        'ScheduleUnauthorized',
        'No bearer token, or the token is invalid or expired.',
      ),
      '403': problemResponse('ScheduleAdminOnly', 'The caller is not an admin.'),
      default: problemResponse('ScheduleError', 'Any other failure, as RFC 9457 problem details.'),
    },
  }),
];
