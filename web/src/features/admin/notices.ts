import type { ToastMessage } from '@rha/design-system';

/** The admin pages' texts, in the product's exact wording. */
export const TECHNICIANS_LOAD_FAILED = 'Failed to load technicians. Please try again.';
export const NO_TECHNICIANS = 'No technicians found';
export const DETAILS_LOAD_FAILED = 'Failed to load technician details. Please try again.';
export const SELECT_TECHNICIAN = 'Select a technician to view details';
export const DETAILS_UPDATE_REFUSED = 'Technician details failed to update. Please try again.';
export const DETAILS_UPDATE_FAILED = 'Failed to update technician details. Please try again.';

export const NO_INFORMATION = 'No information provided';
export const NONE_LISTED = 'None listed';
export const NO_REFERENCES = 'No references listed';
export const NO_INTERVIEW_NOTES = 'No interview notes recorded';
export const TRIBE_NOT_SPECIFIED = 'Tribe not specified';
export const NO_VILLAGES = 'Did not specify villages';

export const SETTINGS_COMING_SOON = 'Admin settings coming soon...';

export const COMPANIES_LOAD_FAILED = 'Failed to load companies. Please try again.';
export const NO_COMPANIES = 'No companies found';
export const COMPANY_LOAD_FAILED = 'Failed to load company details. Please try again.';
export const SELECT_COMPANY = 'Select a company to view details';

export const DETAILS_UPDATED: ToastMessage = {
  title: 'Success',
  description: 'Technician details updated successfully.',
};

export function failureNotice(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}

export const DISPATCH_QUEUE_LOAD_FAILED = 'Failed to load the dispatch queue. Please try again.';
export const NO_WAITING_REQUESTS = 'No requests are waiting for a technician';
export const SELECT_REQUEST = 'Select a request to see its candidates';
export const CANDIDATES_LOAD_FAILED = 'Failed to load the candidates. Please try again.';
export const NO_CANDIDATES = 'No Approved technician covers this community on that date';
export const NO_COMMUNITY =
  'The location’s city is not in the list of Alaska communities, so no technician can be matched to this request.';
export const NOT_OFFERED_YET = 'Not offered to anyone yet';

export const IN_PROGRESS_LOAD_FAILED = 'Failed to load the requests in progress. Please try again.';
export const NOTHING_IN_PROGRESS = 'No request is with a technician right now';
export const REQUEST_ON_HOLD: ToastMessage = {
  title: 'Success',
  description: 'The request is on hold. The company has been told.',
};
export const REQUEST_RESUMED: ToastMessage = {
  title: 'Success',
  description: 'The request is back on. The company has been told.',
};
