import type { ToastMessage } from '@rha/design-system';

/** The Jobs tab's texts. */
export const NO_OFFERS = 'No job offers right now';
export const NO_JOBS = 'No jobs yet';
export const JOBS_LOAD_FAILED = 'Failed to load your jobs. Please try again.';

export const JOB_ACCEPTED: ToastMessage = {
  title: 'Success',
  description: 'The job is yours. It is now under My jobs.',
};
export const OFFER_DECLINED: ToastMessage = { title: 'Success', description: 'Offer declined.' };
export const JOB_ON_HOLD: ToastMessage = {
  title: 'Success',
  description: 'The job is on hold. The company has been told.',
};
export const JOB_RESUMED: ToastMessage = {
  title: 'Success',
  description: 'The job is back on. The company has been told.',
};

export function jobFailure(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}

export const CHECKED_IN: ToastMessage = {
  title: 'Success',
  description: 'You are checked in. The company has been told.',
};
export const CHECKED_OUT: ToastMessage = {
  title: 'Success',
  description: 'You are checked out. The company will review the work.',
};
export const LOG_ENTRY_ADDED: ToastMessage = {
  title: 'Success',
  description: 'The entry is in the service log.',
};
/** Why an entry did not go, when the server gave no word (the link dropped). */
export const LOG_ENTRY_KEPT =
  'The entry was not sent. It is kept on this device: send it again when the link is back.';
export const AWAITING_REVIEW = "Waiting for the company's review";
