import type { EventData, NotificationKind, TimelineRole } from '@rha/contracts';
import { actorForCompany } from './labels.js';
import { webPaths } from './web-links.js';

/** What a person's inbox says of one event: what, who, and the page it concerns. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  actor: string;
  link: string;
}

const TEAM = 'The Remote Hands Alaska team';

/** Who moved a technician's job, as the technician reads it. */
function actorForTechnician(role: TimelineRole): string {
  return role === 'company' ? 'The company' : TEAM;
}

export function offerNotice(dispatch: EventData<'service-request.dispatched.v1'>): Notice {
  return {
    kind: 'offer-received',
    title: `New job offer ${dispatch.ticketNumber} in ${dispatch.community || 'your area'}`,
    actor: dispatch.source === 'admin' ? TEAM : 'Smart dispatch',
    link: webPaths.technicianJobs,
  };
}

export function acceptedNotice(acceptance: EventData<'service-request.accepted.v1'>): Notice {
  const { firstName } = acceptance.technician;
  return {
    kind: 'job-accepted',
    title: `Request ${acceptance.ticketNumber} accepted`,
    actor: acceptance.acceptedBy === 'technician' ? actorForCompany('technician', firstName) : TEAM,
    link: webPaths.serviceRequest(acceptance.requestId),
  };
}

export function checkedInNotice(checkIn: EventData<'service-request.checked-in.v1'>): Notice {
  return {
    kind: 'checked-in',
    title: `Technician on site for ${checkIn.ticketNumber}`,
    actor: actorForCompany('technician', checkIn.technicianFirstName),
    link: webPaths.serviceRequest(checkIn.requestId),
  };
}

export function workDoneNotice(workDone: EventData<'service-request.work-done.v1'>): Notice {
  return {
    kind: 'work-done',
    title: `Work done on ${workDone.ticketNumber}: ready for your review`,
    actor: actorForCompany('technician', workDone.technicianFirstName),
    link: webPaths.serviceRequest(workDone.requestId),
  };
}

export function sentBackNotice(sendBack: EventData<'service-request.sent-back.v1'>): Notice {
  return {
    kind: 'sent-back',
    title: `Work on ${sendBack.ticketNumber} sent back`,
    actor: 'The company',
    link: webPaths.technicianJobs,
  };
}

export function reopenedNotice(reopen: EventData<'service-request.reopened.v1'>): Notice {
  return {
    kind: 'reopened',
    title: `Job ${reopen.ticketNumber} reopened under warranty`,
    actor: 'The company',
    link: webPaths.technicianJobs,
  };
}

export function onHoldNotice(hold: EventData<'service-request.on-hold.v1'>): Notice {
  return {
    kind: 'on-hold',
    title: `Request ${hold.ticketNumber} on hold`,
    actor: actorForCompany(hold.heldBy, hold.technicianFirstName),
    link: webPaths.serviceRequest(hold.requestId),
  };
}

export function resumedNotice(resumption: EventData<'service-request.resumed.v1'>): Notice {
  return {
    kind: 'resumed',
    title: `Request ${resumption.ticketNumber} resumed`,
    actor: actorForCompany(resumption.resumedBy, resumption.technicianFirstName),
    link: webPaths.serviceRequest(resumption.requestId),
  };
}

/** Undefined for support, whose side is the shared mailbox rather than one person. */
export function unreadMessagesNotice(
  unread: EventData<'service-request.messages-unread.v1'>,
): Notice | undefined {
  if (unread.party === 'support') return undefined;
  const messages = unread.unread === 1 ? 'message' : 'messages';
  return {
    kind: 'message',
    title: `${unread.unread} unread ${messages} on ${unread.ticketNumber}`,
    actor: unread.party === 'company' ? 'Your technician or support' : 'The company or support',
    link:
      unread.party === 'company'
        ? webPaths.serviceRequest(unread.requestId)
        : webPaths.technicianJobs,
  };
}

/** Only approval and rejection are decisions; the steps between are not news. */
export function vettingNotice(
  change: EventData<'technician.vetting.changed.v1'>,
): Notice | undefined {
  if (change.to !== 'approved' && change.to !== 'rejected') return undefined;
  return {
    kind: 'vetting-decision',
    title:
      change.to === 'approved'
        ? 'Your application was approved'
        : 'Your application was not approved',
    actor: TEAM,
    link: webPaths.technicianDashboard,
  };
}

export function cancellationNotice(cancellation: {
  ticketNumber: string;
  cancelledBy: TimelineRole;
}): Notice {
  return {
    kind: 'cancellation',
    title: `Job ${cancellation.ticketNumber} cancelled`,
    actor: actorForTechnician(cancellation.cancelledBy),
    link: webPaths.technicianJobs,
  };
}

/** For the admins: a request that smart dispatch gave up on waits to be dispatched by hand. */
export function unplacedNotice(flag: EventData<'service-request.flagged.v1'>): Notice {
  return {
    kind: 'request-unplaced',
    title: `Request ${flag.ticketNumber} needs dispatching by hand`,
    actor: 'Smart dispatch',
    link: webPaths.adminDispatch,
  };
}

/** For the admins: an applicant finished onboarding and waits on the vetting steps. */
export function applicantNotice(
  technician: EventData<'technician.onboarding.completed.v1'>,
): Notice {
  return {
    kind: 'applicant-waiting',
    title: `${technician.fullName} finished onboarding and waits on vetting`,
    actor: technician.fullName,
    link: webPaths.adminTechnicians,
  };
}
