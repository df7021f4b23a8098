import type { ToastMessage } from '@rha/design-system';
import type { NewLocation } from '../../api/bffTypes';
import { locationLabel } from './locationLabel';

/** The Company Profile panel's notices, in the product's exact wording. */
export const PROFILE_SAVED: ToastMessage = {
  title: 'Success',
  description: 'Company information has been updated successfully',
};
export const PROFILE_SAVED_NOTE = 'Your company profile has been updated.';

export function profileSaveFailed(message: string | undefined): ToastMessage {
  return {
    title: 'Error',
    description: `Failed to update company information: ${message || 'Unknown error'}`,
    variant: 'destructive',
  };
}

/** A location the company added, named as the list shows it. */
export function locationAdded(location: NewLocation): ToastMessage {
  return {
    title: 'Location added',
    description: locationLabel({ ...location, address: location.address ?? '' }),
  };
}

export const LOCATIONS_LOAD_FAILED: ToastMessage = {
  title: 'Error',
  description: 'Failed to load your locations',
  variant: 'destructive',
};

export function locationChangeFailed(action: string, message: string | undefined): ToastMessage {
  return {
    title: 'Error',
    description: `Failed to ${action} the location: ${message || 'Unknown error'}`,
    variant: 'destructive',
  };
}
