import type { Call } from '@rha/contracts';
import type { CallRecord } from './calls.repo.js';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function presentCall({ call, participants }: CallRecord): Call {
  return {
    id: call.id,
    requestId: call.request_id,
    status: call.status,
    startedBy: {
      userId: call.started_by_id,
      name: call.started_by_name,
      role: call.started_by_role,
    },
    participants: participants.map((person) => ({
      userId: person.user_id,
      name: person.name,
      role: person.role,
      joinedAt: person.joined_at.toISOString(),
      leftAt: iso(person.left_at),
    })),
    startedAt: call.started_at.toISOString(),
    connectedAt: iso(call.connected_at),
    endedAt: iso(call.ended_at),
    endReason: call.end_reason,
  };
}
