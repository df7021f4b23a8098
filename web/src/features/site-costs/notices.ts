import type { ToastMessage } from '@rha/design-system';

export const COST_LOGGED: ToastMessage = {
  title: 'Cost logged',
  description: 'The company sees it with its receipt when reviewing the work.',
};

export const MORE_HOURS_ASKED: ToastMessage = {
  title: 'More hours asked for',
  description: 'The company approves or declines them.',
};
