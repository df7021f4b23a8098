import type { ToastMessage } from '@rha/design-system';
import { failureMessage, RequestError } from '../../api/requestError';

/** The technician pages' notices, in the product's exact wording. */
function success(description: string): ToastMessage {
  return { title: 'Success', description };
}

function failure(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}

/**
 * The message the server itself gave, if any: a RequestError without a problem detail or title
 * carries only the status line, which is no message for a person.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof RequestError) {
    return error.detail !== error.message ? error.detail : undefined;
  }
  return undefined;
}

export const METADATA_SAVED = success('Your information has been updated');
export const METADATA_LOAD_FAILED = failure('Failed to fetch technician data');

export function metadataSaveFailed(error: unknown): ToastMessage {
  return failure(serverMessage(error) ?? 'Failed to update your information');
}

export const CONTACT_SAVED = success('Your profile has been updated.');
export const CERTIFICATIONS_SAVED = success('Your certifications have been updated.');

/** Profile and certification failures show what the server said. */
export function settingsSaveFailed(error: unknown): ToastMessage {
  return failure(failureMessage(error) ?? 'Unknown error');
}

export const LOCATION_ADDED = success('Location added successfully');
export const LOCATION_UPDATED = success('Location updated successfully');
export const LOCATION_DELETED = success('Location deleted successfully');
export const LOCATION_ADD_FAILED = failure('Failed to add location');
export const LOCATION_UPDATE_FAILED = failure('Failed to update location');
export const LOCATION_DELETE_FAILED = failure('Failed to delete location');
export const LOCATION_LOAD_FAILED = failure('Failed to load your location');

export const NO_LOCATION_YET = "You haven't added a service location yet.";

export const COVERAGE_SAVED = success('Your service area has been updated.');
export const COVERAGE_LOAD_FAILED = failure('Failed to load your service area');
export const PERIOD_ADDED = success('Unavailable period added.');
export const PERIOD_REMOVED = success('Unavailable period removed.');
export const PERIODS_LOAD_FAILED = failure('Failed to load your unavailable periods');

/** Service area and unavailable period failures show what the server said, if it said anything. */
export function coverageSaveFailed(error: unknown, fallback: string): ToastMessage {
  return failure(serverMessage(error) ?? fallback);
}

export const NO_HOME_COMMUNITY =
  'Add a service location on the Locations tab first: it becomes your home community.';
export const SUGGESTED_REACH =
  'We suggested these communities from your travel answer. Check them and save to keep them.';
export const NO_REACH_YET = "You haven't added any communities you can reach yet.";
export const NO_PERIODS_YET = "You haven't added any unavailable periods.";
