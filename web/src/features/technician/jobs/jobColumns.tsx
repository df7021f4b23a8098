import { describePay } from '@rha/contracts/reference';
import type { DataListColumn } from '@rha/design-system';
import type { TechnicianJob } from '../../../api/bffTypes';
import { displayDate } from '../../service-request/requestDates';
import { serviceTypeLabel } from '../../service-request/serviceRequestLabels';
import { AlaskaMoment } from '../../shared/AlaskaMoment';
import { StatusLabel } from '../../shared/StatusLabel';

const ticket: DataListColumn<TechnicianJob> = {
  header: 'Ticket',
  primary: true,
  cell: (job) => `Ticket ${job.serviceTicketNumber}`,
};
const work: DataListColumn<TechnicianJob> = {
  header: 'Job',
  cell: (job) => `${serviceTypeLabel(job.serviceType)} · ${job.companyName}`,
};
const community: DataListColumn<TechnicianJob> = {
  header: 'Community',
  cell: (job) => job.community ?? 'Not in the community list',
};

/** A held job's row: when the technician arrives (or, before an ETA, the day asked for). */
export const HELD_JOB_COLUMNS: readonly DataListColumn<TechnicianJob>[] = [
  ticket,
  work,
  community,
  {
    header: 'When',
    cell: (job) => (job.eta ? <AlaskaMoment iso={job.eta} /> : displayDate(job.preferredDate)),
  },
  { header: 'Status', cell: (job) => <StatusLabel status={job.status} /> },
];

/** An offer's row: what it pays, the day asked for, and how long the offer stays open. */
export const OFFER_COLUMNS: readonly DataListColumn<TechnicianJob>[] = [
  ticket,
  work,
  community,
  { header: 'Pay', cell: (job) => describePay(job.pay) },
  { header: 'Preferred date', cell: (job) => displayDate(job.preferredDate) },
  {
    header: 'Open until',
    cell: (job) => (job.offer ? <AlaskaMoment iso={job.offer.expiresAt} /> : null),
  },
];
