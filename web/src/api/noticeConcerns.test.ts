import { NOTIFICATION_KINDS, type NotificationKind } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { refreshNoticeConcerns } from './noticeConcerns';
import { createQueryClient } from './queryClient';

/** The keys the screens read, by what a person would call them. */
const screens = {
  offers: ['/api/technicians/offers', { limit: 20 }],
  jobs: ['/api/technicians/jobs', {}],
  attention: ['/api/attention'],
  requestDetails: ['/api/service-requests', 'b6f0c8d0-1111-4a4a-8888-000000000001'],
  companyRequests: ['/api/service-request/company', { status: 'open' }],
  dispatchQueue: ['/api/admin/dispatch/queue', {}],
  inProgress: ['/api/admin/dispatch/in-progress'],
  thread: ['/api/service-requests/messages', 'b6f0c8d0-1111-4a4a-8888-000000000001'],
  unreadMessages: ['/api/messages/unread'],
  technicianProfile: ['/api/technicians/metadata'],
  user: ['/api/user'],
  adminTechnicians: ['/api/admin/technicians', { status: 'applied' }],
  inbox: ['/api/notifications'],
  schedule: ['/api/schedule'],
} as const;
type Screen = keyof typeof screens;

/** Which of the screens' queries a notice of this kind marks to be read again. */
function refreshedBy(kind: NotificationKind): Screen[] {
  const client = createQueryClient();
  for (const key of Object.values(screens)) client.setQueryData(key, {});
  refreshNoticeConcerns(client, kind);
  return (Object.keys(screens) as Screen[]).filter(
    (screen) => client.getQueryState(screens[screen])?.isInvalidated,
  );
}

const requestMoved: Screen[] = [
  'offers',
  'jobs',
  'attention',
  'requestDetails',
  'companyRequests',
  'dispatchQueue',
  'inProgress',
];

describe('a live notice refreshes what it concerns', () => {
  it('an offer refreshes the technician’s offers and jobs and the strip with its counts', () => {
    expect(refreshedBy('offer-received')).toEqual(['offers', 'jobs', 'attention']);
  });

  it.each([
    'job-accepted',
    'checked-in',
    'work-done',
    'sent-back',
    'reopened',
    'on-hold',
    'resumed',
    'cancellation',
  ] as const)('%s refreshes the request’s details, the lists holding it and the strip', (kind) => {
    expect(refreshedBy(kind)).toEqual(requestMoved);
  });

  it('a message refreshes the threads, the unread counts and the strip', () => {
    expect(refreshedBy('message')).toEqual(['attention', 'thread', 'unreadMessages']);
  });

  it('a vetting decision refreshes the technician’s profile and status', () => {
    expect(refreshedBy('vetting-decision')).toEqual(['attention', 'technicianProfile', 'user']);
  });

  it('a request smart dispatch could not place refreshes the dispatch queue and the strip', () => {
    expect(refreshedBy('request-unplaced')).toEqual(['attention', 'dispatchQueue']);
  });

  it('an applicant waiting on vetting refreshes the technician directory and the strip', () => {
    expect(refreshedBy('applicant-waiting')).toEqual(['attention', 'adminTechnicians']);
  });

  it('no kind reads the inbox again: the notice itself is put into it', () => {
    for (const kind of NOTIFICATION_KINDS) expect(refreshedBy(kind)).not.toContain('inbox');
  });
});
