import type { ToastMessage } from '@rha/design-system';

export const RATING_SENT: ToastMessage = {
  title: 'Success',
  description: 'Your rating has been sent.',
};
