import {
  ASSIGNED_STATUSES,
  AWAITING_TECHNICIAN_STATUSES,
  CANCELLABLE_STATUSES,
  DISPATCH_QUEUE_STATUSES,
  HELD_JOB_STATUSES,
  LOGGABLE_STATUSES,
  messages,
  SEND_BACK_TARGETS,
  TECHNICIAN_JOB_STATUSES,
  type EventType,
  type JobReasonKind,
  type ServiceRequestStatus,
  type TimelineRole,
} from '@rha/contracts';
import { DomainError } from '@rha/kit';

/** One move of a request, as the table states it. */
export interface Transition {
  /** What the move is, for the table in docs/architecture.md. */
  summary: string;
  /** The statuses the move starts from; none when the move creates the request. */
  from: readonly ServiceRequestStatus[];
  /** Where it may lead; a status also in `from` means the move may leave the status as it is. */
  to: readonly ServiceRequestStatus[];
  /** Who may make it, as the timeline records them. */
  by: readonly TimelineRole[];
  /** What the move publishes, if anything. */
  event: EventType | null;
  /** The answer when the request's status does not allow the move; none for creating it. */
  refusal?: (status: ServiceRequestStatus) => DomainError;
  /** Whose note the assigned technician reads on the job as its reason. */
  reason?: JobReasonKind;
}

function conflict(code: string, message: string): DomainError {
  return new DomainError('conflict', { code, message });
}

export function notDispatchable(status: ServiceRequestStatus): DomainError {
  return conflict('request_not_dispatchable', messages.dispatch.notDispatchable(status));
}

export function quoteNotOpen(status: ServiceRequestStatus): DomainError {
  return conflict('quote_not_open', messages.quote.notOpen(status));
}

export function notReviewable(status: ServiceRequestStatus): DomainError {
  return conflict('request_not_reviewable', messages.onSite.notReviewable(status));
}

/**
 * Every move of a request. Lists the contracts also show the web app (what may be cancelled, what
 * waits for a technician) are taken from there, so the buttons and the moves cannot disagree.
 */
export const TRANSITIONS = {
  submit: {
    summary: 'A company submits a new request; a custom request first needs a quote',
    from: [],
    to: ['Submitted', 'Quote needed'],
    by: ['company'],
    event: 'service-request.submitted.v1',
  },
  quote: {
    summary: 'An admin prices a custom request; its company decides',
    from: ['Quote needed'],
    to: ['Quoted'],
    by: ['admin'],
    event: 'service-request.quoted.v1',
    refusal: quoteNotOpen,
  },
  acceptQuote: {
    summary: 'The company accepts the quote: the request goes to dispatch as any other',
    from: ['Quoted'],
    to: ['Submitted'],
    by: ['company'],
    event: 'service-request.quote-accepted.v1',
    refusal: quoteNotOpen,
  },
  offer: {
    summary: 'An admin or a smart dispatch wave offers it to technicians',
    from: AWAITING_TECHNICIAN_STATUSES,
    to: ['Dispatching'],
    by: ['admin', 'system'],
    event: 'service-request.dispatched.v1',
    refusal: notDispatchable,
  },
  withdrawOffer: {
    summary:
      "A suspended or rejected technician's offer is withdrawn; with none left open it waits again",
    from: AWAITING_TECHNICIAN_STATUSES,
    to: AWAITING_TECHNICIAN_STATUSES,
    by: ['system'],
    event: null,
    refusal: notDispatchable,
  },
  accept: {
    summary: 'A technician accepts an offer, or an admin assigns one directly',
    from: AWAITING_TECHNICIAN_STATUSES,
    to: ['Accepted'],
    by: ['technician', 'admin'],
    event: 'service-request.accepted.v1',
    refusal: notDispatchable,
  },
  hold: {
    summary: 'The job is paused (weather, mostly) with a new arrival; holding again replaces both',
    from: ['Accepted', 'On hold'],
    to: ['On hold'],
    by: ['technician', 'admin'],
    event: 'service-request.on-hold.v1',
    refusal: (status) => conflict('request_not_holdable', messages.dispatch.notHoldable(status)),
    reason: 'on-hold',
  },
  resume: {
    summary: 'A held job is taken up again',
    from: ['On hold'],
    to: ['Accepted'],
    by: ['technician', 'admin'],
    event: 'service-request.resumed.v1',
    refusal: (status) => conflict('request_not_resumable', messages.dispatch.notResumable(status)),
  },
  checkIn: {
    summary: 'The technician arrives; a held job may be checked in to as well',
    from: ['Accepted', 'On hold'],
    to: ['On site'],
    by: ['technician'],
    event: 'service-request.checked-in.v1',
    refusal: (status) => conflict('job_not_checkinable', messages.onSite.notCheckInable(status)),
  },
  checkOut: {
    summary: 'The technician finishes; the company reviews, or silence approves',
    from: ['On site'],
    to: ['Work done'],
    by: ['technician'],
    event: 'service-request.work-done.v1',
    refusal: (status) => conflict('job_not_checkoutable', messages.onSite.notCheckOutable(status)),
  },
  approve: {
    summary: 'The company or an admin approves the work, or the automatic approval does',
    from: ['Work done'],
    to: ['Completed'],
    by: ['company', 'admin', 'system'],
    event: 'service-request.completed.v1',
    refusal: notReviewable,
  },
  sendBack: {
    summary:
      'The company or an admin returns the work, to the technician on site or for another visit',
    from: ['Work done'],
    to: SEND_BACK_TARGETS,
    by: ['company', 'admin'],
    event: 'service-request.sent-back.v1',
    refusal: notReviewable,
    reason: 'sent-back',
  },
  reopen: {
    summary: 'The company reopens completed work within its warranty',
    from: ['Completed'],
    to: ['Accepted'],
    by: ['company'],
    event: 'service-request.reopened.v1',
    refusal: () => conflict('warranty_not_applicable', messages.onSite.warrantyNotApplicable),
    reason: 'reopened',
  },
  reassign: {
    summary: 'An admin takes a held job from its suspended or rejected technician back to dispatch',
    from: HELD_JOB_STATUSES,
    to: ['Submitted'],
    by: ['admin'],
    event: null,
    refusal: (status) =>
      conflict('job_not_reassignable', messages.heldJobs.notReassignable(status)),
  },
  cancel: {
    summary: 'The company or an admin cancels before the technician is on site',
    from: CANCELLABLE_STATUSES,
    to: ['Cancelled'],
    by: ['company', 'admin'],
    event: 'service-request.cancelled.v1',
    refusal: (status) =>
      conflict('request_not_cancellable', messages.lifecycle.notCancellable(status)),
  },
} as const satisfies Record<string, Transition>;

export type MoveName = keyof typeof TRANSITIONS;

/** The event a move publishes, by the move's name. */
export type EventOf<M extends MoveName> = (typeof TRANSITIONS)[M]['event'];

export function allows(move: MoveName, status: ServiceRequestStatus): boolean {
  return (TRANSITIONS[move].from as readonly ServiceRequestStatus[]).includes(status);
}

/** Throws the move's refusal unless the request's status allows it. */
export function checkMove(move: MoveName, status: ServiceRequestStatus): void {
  if (allows(move, status)) return;
  const { refusal } = TRANSITIONS[move] as Transition;
  throw refusal ? refusal(status) : new Error(`the move ${move} does not apply to ${status}`);
}

/** Throws unless the move may lead to `to`: a mistake in the caller, not the user's. */
export function checkTarget(move: MoveName, to: ServiceRequestStatus): void {
  if (!(TRANSITIONS[move].to as readonly ServiceRequestStatus[]).includes(to)) {
    throw new Error(`the move ${move} cannot lead to ${to}`);
  }
}

/** Statuses a rule outside the moves depends on. */
export interface StatusGateDef {
  /** What being in one of the statuses allows, for the table in docs/architecture.md. */
  summary: string;
  statuses: readonly ServiceRequestStatus[];
}

/**
 * The statuses that gate what is not a move: who sees a request where, and what may be added to
 * it while it stands there. Kept beside the moves so one file says what each status allows.
 */
export const STATUS_GATES = {
  awaitingTechnician: {
    summary: 'Smart dispatch widens it; offers to it are open',
    statuses: AWAITING_TECHNICIAN_STATUSES,
  },
  dispatchQueue: {
    summary: "In the admin's dispatch queue: waiting for a quote or for a technician",
    statuses: DISPATCH_QUEUE_STATUSES,
  },
  assigned: {
    summary: "Held by its technician: another technician's accept finds it taken",
    statuses: ASSIGNED_STATUSES,
  },
  technicianJobs: {
    summary: "Listed under the technician's jobs, cancelled ones included",
    statuses: TECHNICIAN_JOB_STATUSES,
  },
  heldByTechnician: {
    summary: 'Decided by an admin when its technician is suspended or rejected',
    statuses: HELD_JOB_STATUSES,
  },
  inProgress: {
    summary: "In the admin's in-progress list: assigned, technician not on site yet",
    statuses: ['Accepted', 'On hold'],
  },
  ahead: {
    summary:
      "First in the technician's jobs, soonest arrival first: the visit is still to come or under way",
    statuses: ['Accepted', 'On hold', 'On site'],
  },
  onSite: {
    summary:
      'The technician is there: time runs, and costs, standby days and more hours are theirs to log',
    statuses: ['On site'],
  },
  quoteNeeded: {
    summary: "Waits for an admin's quote",
    statuses: TRANSITIONS.quote.from,
  },
  quoted: {
    summary: "Waits for the company's answer to its quote",
    statuses: TRANSITIONS.acceptQuote.from,
  },
  onHold: {
    summary: 'Shown with the reason of its latest hold',
    statuses: ['On hold'],
  },
  loggable: {
    summary: 'Open to service log entries and photos',
    statuses: LOGGABLE_STATUSES,
  },
  awaitingReview: {
    summary: 'Waiting for review; shows and keeps its automatic approval time',
    statuses: TRANSITIONS.approve.from,
  },
  rateable: {
    summary: 'Rated by both sides; the ratings are revealed later',
    statuses: ['Completed'],
  },
} as const satisfies Record<string, StatusGateDef>;

export type StatusGate = keyof typeof STATUS_GATES;

export function isIn(gate: StatusGate, status: ServiceRequestStatus): boolean {
  return (STATUS_GATES[gate].statuses as readonly ServiceRequestStatus[]).includes(status);
}

/** Throws `refusal` unless the request's status is in the gate. */
export function checkGate(
  gate: StatusGate,
  status: ServiceRequestStatus,
  refusal: (status: ServiceRequestStatus) => DomainError,
): void {
  if (!isIn(gate, status)) throw refusal(status);
}

/** The reason a timeline entry gives the assigned technician, when its move carries one. */
export function reasonOf(
  from: ServiceRequestStatus | null,
  to: ServiceRequestStatus,
): JobReasonKind | undefined {
  for (const transition of Object.values(TRANSITIONS) as Transition[]) {
    if (
      transition.reason !== undefined &&
      from !== null &&
      transition.from.includes(from) &&
      transition.to.includes(to)
    ) {
      return transition.reason;
    }
  }
  return undefined;
}
