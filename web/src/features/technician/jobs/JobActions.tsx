import type { TechnicianJob } from '../../../api/bffTypes';
import { AcceptOfferDialog } from './AcceptOfferDialog';
import { CheckInDialog } from './CheckInDialog';
import { CheckOutDialog } from './CheckOutDialog';
import { DeclineOfferDialog } from './DeclineOfferDialog';
import { HoldJobDialog } from './HoldJobDialog';
import { ResumeJobButton } from './ResumeJobButton';
import { CounterOfferDialog } from '../../pay/CounterOfferDialog';

/**
 * A held job is checked in to once there, even when it was on hold (the technician made it after
 * all); before that it can be paused (or paused again) and resumed. On site, the technician
 * checks out when done.
 */
export function HeldJobActions({ job }: { job: TechnicianJob }) {
  const ticket = job.serviceTicketNumber;
  const { requestId, status } = job;
  const beforeSite = status === 'Accepted' || status === 'On hold';
  return (
    <>
      {beforeSite && <CheckInDialog requestId={requestId} ticket={ticket} />}
      {beforeSite && <HoldJobDialog requestId={requestId} ticket={ticket} />}
      {status === 'On hold' && <ResumeJobButton requestId={requestId} />}
      {status === 'On site' && <CheckOutDialog requestId={requestId} ticket={ticket} />}
    </>
  );
}

/**
 * An offer is taken with an ETA, countered (while no counter waits) or declined with a reason;
 * `onClosed` hears it was gone.
 */
export function OfferActions({
  job,
  onClosed,
}: {
  job: TechnicianJob;
  onClosed(message: string): void;
}) {
  if (!job.offer) return null;
  const props = { offerId: job.offer.id, ticket: job.serviceTicketNumber, onClosed };
  return (
    <>
      <AcceptOfferDialog {...props} />
      {job.offer.counter?.status !== 'open' && <CounterOfferDialog {...props} pay={job.pay} />}
      <DeclineOfferDialog {...props} />
    </>
  );
}
