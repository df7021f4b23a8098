import type { ToastMessage } from '@rha/design-system';

/** The estimate answers of a request that waited for the link reached it. */
export function estimateSaved(ticket: string): ToastMessage {
  return { title: 'Estimate saved', description: `Estimate saved for service request ${ticket}.` };
}

export const ESTIMATE_NOT_SAVED: ToastMessage = {
  title: 'Error',
  description: 'The estimate was not saved. Open the request to see its price.',
  variant: 'destructive',
};
