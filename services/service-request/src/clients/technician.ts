import { createTechnicianClient } from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';
import type { TechnicianDirectory } from '../dispatch/technician-directory.js';

export interface TechnicianApi {
  /** Bound to whoever the work is for, in logs and request ids; never with their token. */
  forCaller(caller: Caller): TechnicianDirectory;
}

/**
 * The technician service's internal ranking and standing, asked with the shared service
 * credential: smart dispatch acts for nobody signed in, an admin's choice is checked the same way,
 * and so is a technician's standing when they accept.
 */
export function createTechnicianApi(options: {
  baseUrl: string;
  internalApiToken: string;
  fetch?: typeof fetch;
}): TechnicianApi {
  const client = createTechnicianClient(options);
  const technician = serviceCalls({
    service: 'technician',
    // A tick or an admin's offer waits on this; a slow service must not hold either for long.
    timeoutMs: 5_000,
    // Every refusal is ours to fix (a bad query or credential), not the admin's: 502.
    relay: [],
    failed: 'The technician service could not rank the candidates.',
  });
  const standing = serviceCalls({
    service: 'technician',
    // Asked while an accept holds the request's row: the wait is bounded tighter than a ranking.
    timeoutMs: 3_000,
    relay: [],
    failed: 'The technician service could not confirm that the technician may take work.',
  });

  return {
    forCaller({ requestId, log }) {
      const caller = { requestId, log };
      return {
        async candidates(query) {
          const answer = await technician.call(
            caller,
            'GET /internal/dispatch/candidates',
            (init) =>
              client.GET('/internal/dispatch/candidates', {
                ...init,
                params: {
                  query: {
                    community: query.community,
                    serviceType: query.serviceType,
                    date: query.date,
                    timeRange: query.timeRange,
                    ...(query.rank && { rank: query.rank }),
                    ...(query.technicianIds && { technicianId: [...query.technicianIds] }),
                  },
                },
              }),
          );
          return answer.candidates;
        },
        async standing(technicianId) {
          const answer = await standing.call(
            caller,
            'GET /internal/technicians/{technicianId}/standing',
            (init) =>
              client.GET('/internal/technicians/{technicianId}/standing', {
                ...init,
                params: { path: { technicianId } },
              }),
          );
          return answer.vettingStatus;
        },
      };
    },
  };
}
