import { Button, Card, FormAlert, PageTitle, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect, useState, type ReactNode } from 'react';
import type { TechnicianJob } from '../../../api/bffTypes';
import { useTechnicianJobs, useTechnicianOffers } from '../../../api/technicianJobs';
import { AcceptOfferDialog } from './AcceptOfferDialog';
import { CheckInDialog } from './CheckInDialog';
import { CheckOutDialog } from './CheckOutDialog';
import { DeclineOfferDialog } from './DeclineOfferDialog';
import { HoldJobDialog } from './HoldJobDialog';
import { JobCard } from './JobCard';
import { UnreadMessagesBadge } from '../../job-messages';
import { jobFailure, JOBS_LOAD_FAILED, NO_JOBS, NO_OFFERS } from './notices';
import { ResumeJobButton } from './ResumeJobButton';
import { upcomingFirst } from './upcomingFirst';

function JobList({
  jobs,
  label,
  empty,
  actions,
}: {
  jobs: readonly TechnicianJob[];
  label: string;
  empty: string;
  actions(job: TechnicianJob): ReactNode;
}) {
  if (jobs.length === 0) return <p>{empty}</p>;
  return (
    <Stack as="ul" gap={4} aria-label={label}>
      {jobs.map((job) => (
        <JobCard key={job.requestId} job={job} actions={actions(job)} />
      ))}
    </Stack>
  );
}

/**
 * A held job is checked in to once there, even when it was on hold (the technician made it after
 * all); before that it can be paused (or paused again) and resumed. On site, the technician
 * checks out when done.
 */
function heldJobActions(job: TechnicianJob) {
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
 * The technician's Jobs tab: the jobs they hold, those still ahead first, then the offers
 * addressed to them, to accept with an ETA or decline. An offer someone else took meanwhile leaves the list with the server's word.
 */
export function JobsPanel() {
  const offers = useTechnicianOffers();
  const jobs = useTechnicianJobs();
  const { toast } = useToast();
  const [closedOffer, setClosedOffer] = useState<string>();
  const failed = offers.isError || jobs.isError;

  useEffect(() => {
    if (failed) toast(jobFailure(JOBS_LOAD_FAILED));
  }, [failed, toast]);

  const offerActions = (job: TechnicianJob) => {
    if (!job.offer) return null;
    const props = {
      offerId: job.offer.id,
      ticket: job.serviceTicketNumber,
      onClosed: setClosedOffer,
    };
    return (
      <>
        <AcceptOfferDialog {...props} />
        <DeclineOfferDialog {...props} />
      </>
    );
  };

  return (
    <Stack gap={6}>
      <PageTitle level={2}>Jobs</PageTitle>
      <UnreadMessagesBadge />
      {(offers.isPending || jobs.isPending) && !failed && <Spinner label="Loading your jobs" />}
      {failed && (
        <Stack gap={2} align="start">
          <p role="alert">{JOBS_LOAD_FAILED}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([offers.refetch(), jobs.refetch()])}
          >
            Try again
          </Button>
        </Stack>
      )}
      {offers.data && jobs.data && (
        <>
          <Card title="My jobs" headingLevel={3}>
            <JobList
              jobs={upcomingFirst(jobs.data.items)}
              label="My jobs"
              empty={NO_JOBS}
              actions={heldJobActions}
            />
          </Card>
          <Card title="Offers" headingLevel={3}>
            {closedOffer && <FormAlert title={closedOffer} />}
            <JobList
              jobs={offers.data.items}
              label="Job offers"
              empty={NO_OFFERS}
              actions={offerActions}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
