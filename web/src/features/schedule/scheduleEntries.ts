import {
  ALASKA_TIME_ZONE,
  alaskaToday,
  TIME_RANGE_OPTIONS,
  UNAVAILABILITY_REASON_LABELS,
} from '@rha/contracts/reference';
import type { ScheduleEntry } from '@rha/design-system';
import type {
  DispatchQueueEntry,
  InProgressRequest,
  ScheduledUnavailablePeriod,
  TechnicianJob,
  UnavailablePeriod,
} from '../../api/bffTypes';

const arrivalFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ALASKA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The day of a visit on Alaska's calendar: the arrival the technician gave, else the day asked for. */
function visitDay(preferredDate: string, eta: string | null): string {
  return eta ? alaskaToday(new Date(eta)) : preferredDate;
}

function arrival(eta: string | null, preferredTimeRange?: string): string {
  if (eta) return `Arriving ${arrivalFormat.format(new Date(eta))}`;
  const range = TIME_RANGE_OPTIONS.find((option) => option.value === preferredTimeRange);
  return range ? `Asked for ${range.label}` : 'No arrival given yet';
}

function place(ticket: string, community: string | null): string {
  return community ? `${ticket} · ${community}` : ticket;
}

/** The latest reason the job was put on hold, if it was. */
function holdNote(job: TechnicianJob): string | undefined {
  return job.reasons.filter((reason) => reason.kind === 'on-hold').at(-1)?.note;
}

/** A period away from work, from its first day to its last, titled as the reader knows it. */
function awayEntry(period: UnavailablePeriod, title: string): ScheduleEntry {
  return {
    id: `away-${period.id}`,
    kind: 'unavailable',
    start: period.from,
    end: period.to,
    title,
    ...(period.note ? { detail: period.note } : {}),
  };
}

/** A technician's jobs still ahead of them; those done, approved or cancelled are history. */
const UPCOMING: readonly TechnicianJob['status'][] = ['Accepted', 'On hold', 'On site'];

/** The technician's schedule: their visits and holds, their open offers and the periods they are away. */
export function technicianScheduleEntries(
  { jobs, offers }: { jobs: readonly TechnicianJob[]; offers: readonly TechnicianJob[] },
  periods: readonly UnavailablePeriod[],
): ScheduleEntry[] {
  const held = jobs
    .filter((job) => UPCOMING.includes(job.status))
    .map((job): ScheduleEntry => {
      const onHold = job.status === 'On hold';
      const note = onHold ? holdNote(job) : undefined;
      return {
        id: `job-${job.requestId}`,
        kind: onHold ? 'hold' : 'visit',
        start: visitDay(job.preferredDate, job.eta),
        title: place(job.serviceTicketNumber, job.community),
        detail: note ? `${arrival(job.eta)} · ${note}` : arrival(job.eta, job.preferredTimeRange),
      };
    });
  const offered = offers.map((job): ScheduleEntry => ({
    id: `offer-${job.requestId}`,
    kind: 'pending',
    start: job.preferredDate,
    title: place(job.serviceTicketNumber, job.community),
    detail: arrival(null, job.preferredTimeRange),
  }));
  const away = periods.map((period) =>
    awayEntry(period, UNAVAILABILITY_REASON_LABELS[period.reason]),
  );
  return [...held, ...offered, ...away];
}

/**
 * The admin's schedule: every assigned visit and hold, the requests still waiting for a technician,
 * and each technician's time away, named by whose it is.
 */
export function adminScheduleEntries(
  queue: readonly DispatchQueueEntry[],
  inProgress: readonly InProgressRequest[],
  periods: readonly ScheduledUnavailablePeriod[],
): ScheduleEntry[] {
  const assigned = inProgress.map((request): ScheduleEntry => {
    const onHold = request.status === 'On hold';
    const who = `${request.technician.fullName} · ${arrival(request.eta)}`;
    return {
      id: `job-${request.id}`,
      kind: onHold ? 'hold' : 'visit',
      start: visitDay(request.preferredDate, request.eta),
      title: place(request.serviceTicketNumber, request.community),
      detail: onHold && request.holdReason ? `${who} · ${request.holdReason}` : who,
    };
  });
  const waiting = queue.map((request): ScheduleEntry => ({
    id: `queued-${request.id}`,
    kind: 'pending',
    start: request.preferredDate,
    title: place(request.serviceTicketNumber, request.community),
    detail: `${request.companyName} · ${arrival(null, request.preferredTimeRange)}`,
  }));
  const away = periods.map((period) =>
    awayEntry(period, `${period.technicianName} · ${UNAVAILABILITY_REASON_LABELS[period.reason]}`),
  );
  return [...assigned, ...waiting, ...away];
}
