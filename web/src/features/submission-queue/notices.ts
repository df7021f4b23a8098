import type { ToastMessage } from '@rha/design-system';

/** Shown when a submission waits on the device for the link, in the product's exact wording. */
export const SUBMISSION_QUEUED: ToastMessage = {
  title: 'Saved on this device, will send when you are back online',
};
