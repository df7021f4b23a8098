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
