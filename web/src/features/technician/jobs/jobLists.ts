import {
  SERVICE_TYPE_OPTIONS,
  TECHNICIAN_JOB_STATUSES,
  type ServiceType,
} from '@rha/contracts/reference';
import {
  TECHNICIAN_JOB_SORTS,
  TECHNICIAN_OFFER_SORTS,
  technicianJobsQuerySchema,
  technicianOffersQuerySchema,
} from '@rha/contracts/schemas';

/** The held jobs' filters, in the URL under `jobs.`. */
export const HELD_JOBS_LIST = {
  scope: 'jobs',
  sorts: TECHNICIAN_JOB_SORTS,
  filters: { status: technicianJobsQuerySchema.shape.status },
};
export type HeldJobsSort = (typeof TECHNICIAN_JOB_SORTS)[number];

/** The offers' filters, in the URL under `offers.`. */
export const OFFERS_LIST = {
  scope: 'offers',
  sorts: TECHNICIAN_OFFER_SORTS,
  filters: { serviceType: technicianOffersQuerySchema.shape.serviceType },
};
export type OffersSort = (typeof TECHNICIAN_OFFER_SORTS)[number];

const HELD_JOBS_SORT_LABELS: Record<HeldJobsSort, string> = {
  upcoming: 'Upcoming first',
  preferredDate: 'Soonest preferred date',
  newest: 'Newest first',
};
const OFFERS_SORT_LABELS: Record<OffersSort, string> = {
  oldest: 'Closing soonest',
  newest: 'Newest first',
};

export const HELD_JOBS_SORT_OPTIONS = TECHNICIAN_JOB_SORTS.map((sort) => ({
  value: sort,
  label: HELD_JOBS_SORT_LABELS[sort],
}));
export const OFFERS_SORT_OPTIONS = TECHNICIAN_OFFER_SORTS.map((sort) => ({
  value: sort,
  label: OFFERS_SORT_LABELS[sort],
}));
export const HELD_JOBS_STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...TECHNICIAN_JOB_STATUSES.map((status) => ({ value: status, label: status })),
];
export const SERVICE_TYPE_FILTER_OPTIONS: readonly { value: ServiceType | ''; label: string }[] = [
  { value: '', label: 'Any service' },
  ...SERVICE_TYPE_OPTIONS.map(({ value, label }) => ({ value, label })),
];
