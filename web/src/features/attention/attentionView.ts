import { alaskaMoment, VETTING_STATUS_LABELS, type VettingStatus } from '@rha/contracts/reference';
import type { AttentionTone } from '@rha/design-system';
import type { AttentionItem } from '../../api/bffTypes';

/** How one item reads in the strip: its kind, where its link goes and what it says. */
export interface AttentionView {
  label: string;
  tone: AttentionTone;
  href: string;
  title: string;
  detail: string;
}

const requestPage = (item: AttentionItem) => `/dashboard/requests/${item.requestId ?? ''}`;
const JOBS_TAB = '/dashboard?tab=jobs';
const DISPATCH_TAB = '/admin?tab=dispatch';
const TECHNICIANS_TAB = '/admin?tab=technicians';

const ticket = (item: AttentionItem) => `Ticket ${item.ticketNumber ?? ''}`;

/** The request opened beside the dispatch queue, found by its ticket whatever page it is on. */
const dispatchDetails = (item: AttentionItem) =>
  `${DISPATCH_TAB}&${new URLSearchParams({ q: item.ticketNumber ?? '', selected: item.requestId ?? '' }).toString()}`;
const when = (iso: string | undefined) => (iso ? alaskaMoment(iso) : '');
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

function vettingLabel(status: string | undefined): string {
  return status && status in VETTING_STATUS_LABELS
    ? VETTING_STATUS_LABELS[status as VettingStatus]
    : '';
}

/** Whose strip it is: the same kind of item may lead elsewhere for each. */
export type AttentionAudience = 'company' | 'technician' | 'admin';

/** The words and link of each kind of item. */
export function attentionView(item: AttentionItem, audience: AttentionAudience): AttentionView {
  switch (item.kind) {
    case 'workDone':
      return {
        label: 'Work done',
        tone: 'action',
        href: requestPage(item),
        title: ticket(item),
        detail: item.due ? `Review it before ${when(item.due)}, when it approves itself` : '',
      };
    case 'unreadMessages': {
      const count = item.unread ?? 0;
      return {
        label: 'New messages',
        tone: 'action',
        href: requestPage(item),
        title: ticket(item),
        detail: `${count} unread ${count === 1 ? 'message' : 'messages'}`,
      };
    }
    case 'onHold':
      return {
        label: 'On hold',
        tone: 'info',
        href: requestPage(item),
        title: ticket(item),
        detail: joined(item.reason, item.eta && `new arrival ${when(item.eta)}`),
      };
    case 'unplaced':
      return {
        label: 'No technician took it',
        tone: 'urgent',
        href: audience === 'admin' ? DISPATCH_TAB : requestPage(item),
        title: ticket(item),
        detail: joined(item.community, audience === 'admin' ? item.companyName : undefined),
      };
    case 'nextVisit':
      return {
        label: 'Next visit',
        tone: 'info',
        href: JOBS_TAB,
        // The stored address already names the community; a bare community stands in without one.
        title: item.address || item.community || ticket(item),
        detail: joined(item.eta && `ETA ${when(item.eta)}`, ticket(item)),
      };
    case 'offer':
      return {
        label: 'New offer',
        tone: 'action',
        href: JOBS_TAB,
        title: ticket(item),
        detail: joined(item.community, item.due && `answer by ${when(item.due)}`),
      };
    case 'sentBack':
      return {
        label: 'Sent back',
        tone: 'urgent',
        href: JOBS_TAB,
        title: ticket(item),
        detail: joined(item.community, item.reason),
      };
    case 'pastEta':
      return {
        label: 'Past ETA',
        tone: 'urgent',
        href: DISPATCH_TAB,
        title: ticket(item),
        detail: joined(item.technicianName, item.eta && `due ${when(item.eta)}`, item.community),
      };
    case 'applicant':
      return {
        label: 'Applicant',
        tone: 'action',
        href: TECHNICIANS_TAB,
        title: item.technicianName ?? '',
        detail: `Waiting at ${vettingLabel(item.vettingStatus)}`,
      };
    case 'quoted':
      return {
        label: 'Quote ready',
        tone: 'action',
        href: requestPage(item),
        title: ticket(item),
        detail: 'Accept it to send the request to dispatch, or decline it',
      };
    case 'quoteNeeded':
      return {
        label: 'Quote needed',
        tone: 'action',
        href: dispatchDetails(item),
        title: ticket(item),
        detail: joined(item.companyName, item.community),
      };
    case 'counterOffer':
      return {
        label: 'Counter-offer',
        tone: 'action',
        href: dispatchDetails(item),
        title: ticket(item),
        detail: joined(item.technicianName, item.reason),
      };
    case 'heldJob':
      return {
        label: 'Decision needed',
        tone: 'urgent',
        href: DISPATCH_TAB,
        title: ticket(item),
        detail: joined(
          item.technicianName &&
            `${item.technicianName} is ${vettingLabel(item.vettingStatus).toLowerCase()}`,
          item.community,
        ),
      };
  }
}
