import type { ToastMessage } from '@rha/design-system';

/** The texts of pay on the offer. */
export const COUNTER_OFFER_SENT: ToastMessage = {
  title: 'Success',
  description: 'Counter-offer sent. We will tell you the answer here.',
};
export const PAY_SAVED: ToastMessage = { title: 'Success', description: 'Pay saved.' };
export const COUNTER_ACCEPTED: ToastMessage = {
  title: 'Success',
  description: 'Counter-offer accepted. The job is now assigned on its terms.',
};
export const COUNTER_DECLINED: ToastMessage = {
  title: 'Success',
  description: 'Counter-offer declined. The technician has been told.',
};

export const COUNTER_STATUS_TEXT = {
  open: 'Waiting for an answer from Remote Hands Alaska',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Closed without an answer',
} as const;
