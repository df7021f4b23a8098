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
