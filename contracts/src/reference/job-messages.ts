/** Who takes part in a job's thread: the requesting company, the assigned technician, and our support (admins). */
export const MESSAGE_PARTIES = ['company', 'technician', 'support'] as const;
export type MessageParty = (typeof MESSAGE_PARTIES)[number];

export const MESSAGE_PARTY_LABELS: Readonly<Record<MessageParty, string>> = {
  company: 'Company',
  technician: 'Technician',
  support: 'Remote Hands Alaska support',
};

/** The longest message, how many files one may carry, and how many one thread keeps. */
export const MESSAGE_LIMITS = { textMax: 4000, attachmentsMax: 5, messagesMax: 1000 } as const;

/**
 * Minutes a message may stay unread before its party is e-mailed. Messages that arrive while one is
 * pending go into the same e-mail, so a quick exchange sends one, not one per message.
 */
export const DEFAULT_MESSAGE_DIGEST_MINUTES = 5;
