import type { ToastMessage } from '@rha/design-system';
import { RequestError } from '../../api/requestError';

/** The questionnaire's notices and messages, in the product's exact wording. */
export const PROGRESS_SAVED: ToastMessage = {
  title: 'Progress saved',
  description: 'Your responses have been saved',
};

export const SAVE_FAILED_TITLE = 'Failed to save';
export const UNKNOWN_ERROR = 'Unknown error occurred';
export const NO_SERVER_MESSAGE = 'Failed to save data';
export const USER_ID_MISSING = 'User ID not available';
export const POLICY_REQUIRED = 'You must accept the privacy policy to continue';
export const LOAD_FAILED = 'Failed to fetch technician data';

/** Raised before anything is sent when the signed-in profile has no subject to save under. */
export class MissingUserIdError extends Error {
  constructor() {
    super(USER_ID_MISSING);
    this.name = 'MissingUserIdError';
  }
}

/**
 * Why a step was not saved. A refused save gives the server's words (the first field's message
 * when it points at one); an answer without any, or a call that never reached the server, falls
 * back to the fixed texts.
 */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof MissingUserIdError) return error.message;
  if (error instanceof RequestError) {
    const fieldMessage = error.fieldErrors[0]?.message;
    if (fieldMessage) return fieldMessage;
    // Without a problem body the detail is only the status line.
    return error.detail !== error.message ? error.detail : NO_SERVER_MESSAGE;
  }
  return UNKNOWN_ERROR;
}

export function saveFailed(error: unknown): ToastMessage {
  return {
    title: SAVE_FAILED_TITLE,
    description: saveFailureMessage(error),
    variant: 'destructive',
  };
}
