import type { ToastMessage } from '@rha/design-system';

/** The estimate answers of a request that waited for the link did not reach it. */
export const ESTIMATE_NOT_SAVED: ToastMessage = {
  title: 'Error',
  description: 'The estimate was not saved. Open the request to see its price.',
  variant: 'destructive',
};
