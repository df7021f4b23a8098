import type { Call } from '@rha/contracts';
import type { ServiceRequestStatus, TimelineRole } from '@rha/contracts/reference';
import type { RequestTimelineEntry } from '../../api/bffTypes';

export interface MoveWords {
  /** What happened, e.g. 'Offered to 2 technicians'. */
  title: string;
  /** The reason or summary the mover gave; empty when there is none to add. */
  detail: string;
}

const BEFORE_SITE: ReadonlySet<ServiceRequestStatus | null> = new Set([
  'Accepted',
  'On hold',
  'On site',
]);

function toAccepted(entry: RequestTimelineEntry): MoveWords {
  switch (entry.from) {
    case 'On hold':
      return { title: 'Resumed', detail: '' };
    case 'Work done':
      return { title: 'Sent back for another visit', detail: entry.note };
    case 'Completed':
      return { title: 'Reopened under the warranty', detail: entry.note };
    default:
      return {
        title: entry.by.role === 'admin' ? 'Assigned to a technician' : 'Accepted',
        detail: '',
      };
  }
}

/**
 * A move of the request in the words of the people following it, not its statuses: what
 * happened, and the reason given. `checkInPlace` words where the technician checked in (e.g.
 * '120 m from the site') for the check-in it belongs to.
 */
export function describeMove(entry: RequestTimelineEntry, checkInPlace = ''): MoveWords {
  if (entry.from === null) return { title: 'Request submitted', detail: '' };
  switch (entry.to) {
    case 'Quote needed':
      return { title: 'Waiting for a quote', detail: entry.note };
    case 'Quoted':
      // The service words the price ('Quoted $1,250').
      return { title: entry.note || 'Quoted', detail: '' };
    case 'Submitted':
      if (entry.from === 'Quoted') return { title: 'Quote accepted', detail: '' };
      return BEFORE_SITE.has(entry.from)
        ? { title: 'Taken back to find another technician', detail: entry.note }
        : { title: 'Waiting for a technician again', detail: entry.note };
    case 'Dispatching':
      // Dispatch writes its own sentence ('Offered to 2 technicians', an offer withdrawn).
      return { title: entry.note || 'Offered to technicians', detail: '' };
    case 'Accepted':
      return toAccepted(entry);
    case 'On hold':
      return {
        title: entry.from === 'On hold' ? 'Hold updated' : 'Put on hold',
        detail: entry.note,
      };
    case 'On site':
      if (entry.from === 'Work done') {
        return { title: 'Sent back to the technician on site', detail: entry.note };
      }
      return { title: checkInPlace ? `Checked in ${checkInPlace}` : 'Checked in', detail: '' };
    case 'Work done':
      return { title: 'Checked out: work done', detail: entry.note };
    case 'Completed':
      return {
        title: entry.by.role === 'system' ? 'Approved automatically' : 'Work approved',
        detail: '',
      };
    case 'Cancelled':
      return {
        title: entry.from === 'Quoted' ? 'Quote declined, request cancelled' : 'Cancelled',
        detail: entry.note,
      };
  }
}

/** A person as the timeline names them, by the part they play on the job. */
export function personOf({ role, name }: { role: TimelineRole; name: string }): string {
  switch (role) {
    case 'company':
      return name || 'The company';
    case 'technician':
      return name || 'The technician';
    case 'admin':
      return name ? `${name}, Remote Hands support` : 'Remote Hands support';
    case 'system':
      return 'Automatically';
  }
}

/** The latest check-in of a timeline (a job sent back for another visit is checked in again). */
export function latestCheckIn(entries: readonly RequestTimelineEntry[]) {
  return entries.findLast((entry) => entry.to === 'On site' && entry.from !== 'Work done');
}

/** A call's length as people say it: under a minute, in minutes, or in hours and minutes. */
export function callLength(call: Pick<Call, 'connectedAt' | 'endedAt'>): string {
  if (call.connectedAt === null || call.endedAt === null) return '';
  const minutes = Math.round((Date.parse(call.endedAt) - Date.parse(call.connectedAt)) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/**
 * An ended call as the job's timeline tells it (its time is `startedAt`, its mover whoever
 * started it): how long it lasted and how it ended, then who started it and who joined.
 */
export function describeCall(call: Call): MoveWords {
  const starter = personOf(call.startedBy);
  const joined = call.participants
    .filter((person) => person.userId !== call.startedBy.userId)
    .map(personOf);
  const length = callLength(call);
  if (call.endReason === 'missed' || joined.length === 0) {
    return {
      title: call.endReason === 'missed' ? 'Missed call' : 'Call not answered',
      detail: `${starter} called; nobody joined`,
    };
  }
  const who = `${starter} called; ${joined.join(' and ')} joined`;
  return call.endReason === 'dropped'
    ? { title: length ? `Call dropped after ${length}` : 'Call dropped', detail: who }
    : { title: length ? `Call, ${length}, hung up` : 'Call hung up', detail: who };
}

/** How the timeline marks a call: one that ended as people meant it, or one that fell short. */
export function callTone(call: Call): 'progress' | 'problem' {
  return call.endReason === 'hungUp' && call.connectedAt !== null ? 'progress' : 'problem';
}
