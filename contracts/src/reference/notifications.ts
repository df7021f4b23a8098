/**
 * What a person is told about in the app's inbox. Each kind is also a line of the person's
 * notification settings, where its e-mail can be switched off; the in-app notice always arrives.
 */
export const NOTIFICATION_KINDS = [
  'offer-received',
  'job-accepted',
  'checked-in',
  'work-done',
  'sent-back',
  'reopened',
  'on-hold',
  'resumed',
  'message',
  'vetting-decision',
  'cancellation',
  'request-unplaced',
  'applicant-waiting',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named in the settings list. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  'offer-received': 'Job offer received',
  'job-accepted': 'Job accepted',
  'checked-in': 'Technician checked in',
  'work-done': 'Work done',
  'sent-back': 'Work sent back',
  reopened: 'Job reopened',
  'on-hold': 'Job on hold',
  resumed: 'Job resumed',
  message: 'New messages',
  'vetting-decision': 'Vetting decision',
  cancellation: 'Job cancelled',
  'request-unplaced': 'Request smart dispatch could not place',
  'applicant-waiting': 'Applicant waiting on vetting',
};

/**
 * Kinds told to every admin in the app alone: their e-mail, where there is one, goes to the shared
 * support mailbox rather than to each admin, so no setting switches it.
 */
export const IN_APP_ONLY_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'request-unplaced',
  'applicant-waiting',
];

/** The kinds a person's settings list, each with its e-mail switch. */
export const EMAILED_NOTIFICATION_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => !IN_APP_ONLY_NOTIFICATION_KINDS.includes(kind),
);

/** The newest notifications an inbox lists; older ones still count as unread until read. */
export const NOTIFICATION_INBOX_SIZE = 50;
