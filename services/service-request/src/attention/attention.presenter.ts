import type { AttentionItemShape, AttentionShape } from '@rha/contracts';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import type { AttentionParts } from './attention.js';

type Item = AttentionItemShape;

function about(
  request: ServiceRequestRow,
): Pick<Item, 'requestId' | 'ticketNumber' | 'community' | 'companyName' | 'status'> {
  return {
    requestId: request.id,
    ticketNumber: request.ticket_number,
    community: request.community ?? '',
    companyName: request.company_name,
    status: request.status,
  };
}

const iso = (date: Date | null | undefined) => (date ? { eta: date.toISOString() } : {});

function nextVisitItem(request: ServiceRequestRow): Item {
  return {
    kind: 'nextVisit',
    key: `nextVisit:${request.id}`,
    at: request.updated_at.toISOString(),
    ...about(request),
    ...iso(request.eta),
    address: request.location_address,
    contactPerson: request.contact_person,
    phone: request.phone_number,
  };
}

/**
 * The strip's items newest first, the technician's next visit leading (it is what they act on
 * next whatever else arrived), and the counts of the tabs.
 */
export function presentAttention(parts: AttentionParts): AttentionShape {
  const items: Item[] = [
    ...parts.workDone.map((request) => ({
      kind: 'workDone' as const,
      key: `workDone:${request.id}`,
      at: (request.work_done_at ?? request.updated_at).toISOString(),
      ...about(request),
      ...(request.auto_approve_at && { due: request.auto_approve_at.toISOString() }),
    })),
    ...parts.unread.map((thread) => ({
      kind: 'unreadMessages' as const,
      key: `unreadMessages:${thread.requestId}`,
      at: thread.lastMessageAt.toISOString(),
      requestId: thread.requestId,
      ticketNumber: thread.ticketNumber,
      unread: thread.unread,
    })),
    ...parts.onHold.map(({ request, reason }) => ({
      kind: 'onHold' as const,
      key: `onHold:${request.id}`,
      at: request.updated_at.toISOString(),
      ...about(request),
      ...iso(request.eta),
      reason,
    })),
    ...parts.unplaced.map((request) => ({
      kind: 'unplaced' as const,
      key: `unplaced:${request.id}`,
      at: (request.flagged_at ?? request.updated_at).toISOString(),
      ...about(request),
    })),
    ...parts.offers.map(({ request, offer }) => ({
      kind: 'offer' as const,
      key: `offer:${offer.id}`,
      at: offer.offered_at.toISOString(),
      ...about(request),
      offerId: offer.id,
      due: offer.expires_at.toISOString(),
    })),
    ...parts.sentBack.map(({ request, note, at }) => ({
      kind: 'sentBack' as const,
      key: `sentBack:${request.id}`,
      at: at.toISOString(),
      ...about(request),
      reason: note,
    })),
    ...parts.pastEta.map((request) => ({
      kind: 'pastEta' as const,
      key: `pastEta:${request.id}`,
      at: (request.eta ?? request.updated_at).toISOString(),
      ...about(request),
      ...iso(request.eta),
      technicianId: request.assigned_technician_id ?? '',
      technicianName: request.assigned_technician_name,
    })),
    ...parts.quoted.map((request) => ({
      kind: 'quoted' as const,
      key: `quoted:${request.id}`,
      at: request.updated_at.toISOString(),
      ...about(request),
    })),
    ...parts.quoteNeeded.map((request) => ({
      kind: 'quoteNeeded' as const,
      key: `quoteNeeded:${request.id}`,
      at: request.updated_at.toISOString(),
      ...about(request),
    })),
    ...parts.counterOffers.map(({ request, counter }) => ({
      kind: 'counterOffer' as const,
      key: `counterOffer:${counter.id}`,
      at: counter.created_at.toISOString(),
      ...about(request),
      offerId: counter.offer_id,
      technicianId: counter.technician_id,
      technicianName: counter.technician_name,
      reason: counter.reason,
    })),
    ...parts.heldJobs.map((job) => ({
      kind: 'heldJob' as const,
      key: `heldJob:${job.request_id}`,
      at: job.held_since.toISOString(),
      requestId: job.request_id,
      ticketNumber: job.ticket_number,
      community: job.community ?? '',
      companyName: job.company_name,
      status: job.status,
      technicianId: job.technician_id,
      technicianName: job.technician_name,
      vettingStatus: job.vetting_status,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    items: parts.nextVisit ? [nextVisitItem(parts.nextVisit), ...items] : items,
    counts: {
      newOffers: parts.offers.length,
      unreadMessages: parts.unread.reduce((sum, thread) => sum + thread.unread, 0),
      reviewsWaiting: parts.workDone.length,
    },
  };
}
