import type { ToastMessage } from '@rha/design-system';

/** The Create Service Request form's notices, in the product's exact wording. */
export const REQUEST_SUBMITTED: ToastMessage = {
  title: 'Service Request Submitted',
  description: 'Your service request has been submitted successfully.',
};

export const REQUEST_FAILED: ToastMessage = {
  title: 'Error',
  description: 'Failed to submit service request. Please try again later.',
  variant: 'destructive',
};

export const REQUEST_CANCELLED: ToastMessage = {
  title: 'Success',
  description: 'Your service request has been cancelled.',
};

export const WORK_APPROVED: ToastMessage = {
  title: 'Success',
  description: 'The work is approved and the request is complete.',
};

export const WORK_SENT_BACK: ToastMessage = {
  title: 'Success',
  description: 'The work was sent back. The technician has been told.',
};

export const REQUEST_REOPENED: ToastMessage = {
  title: 'Success',
  description: 'The request is reopened under warranty. The technician has been told.',
};

export function reviewFailure(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}
