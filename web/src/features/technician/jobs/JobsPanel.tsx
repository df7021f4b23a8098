import { Button, FormAlert, PageTitle, Select, Stack, useToast } from '@rha/design-system';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useTechnicianJobs,
  useTechnicianOffers,
  type TechnicianJobsQuery,
  type TechnicianOffersQuery,
} from '../../../api/technicianJobs';
import { MasterDetail } from '../../admin/MasterDetail';
import { UnreadMessagesBadge } from '../../job-messages';
import { useListState } from '../../lists/useListState';
import { HeldJobActions, OfferActions } from './JobActions';
import { JobCard } from './JobCard';
import { HELD_JOB_COLUMNS, OFFER_COLUMNS } from './jobColumns';
import { JobListCard } from './JobListCard';
import {
  HELD_JOBS_LIST,
  HELD_JOBS_SORT_OPTIONS,
  HELD_JOBS_STATUS_OPTIONS,
  OFFERS_LIST,
  OFFERS_SORT_OPTIONS,
  SERVICE_TYPE_FILTER_OPTIONS,
} from './jobLists';
import { jobFailure, JOBS_LOAD_FAILED, NO_JOBS, NO_OFFERS } from './notices';

/**
 * The technician's Jobs tab: the jobs they hold, those still ahead first, then the offers
 * addressed to them, each a list searched, narrowed, ordered and paged on the server with its
 * state in the URL. The chosen job or offer opens beside the lists on wide screens (below them on
 * a phone), with what it needs: check in, hold, check out; accept with an ETA or decline. An offer
 * someone else took meanwhile leaves the list with the server's word.
 */
export function JobsPanel() {
  const jobsList = useListState(HELD_JOBS_LIST);
  const offersList = useListState(OFFERS_LIST);
  // Values the URL holds go as they are: useListState left out any the schemas refuse.
  const jobs = useTechnicianJobs(jobsList.request as TechnicianJobsQuery);
  const offers = useTechnicianOffers(offersList.request as TechnicianOffersQuery);
  const { toast } = useToast();
  const [closedOffer, setClosedOffer] = useState<string>();
  const details = useRef<HTMLDivElement>(null);
  const failed = (jobs.isError && !jobs.data) || (offers.isError && !offers.data);

  useEffect(() => {
    if (failed) toast(jobFailure(JOBS_LOAD_FAILED));
  }, [failed, toast]);

  const heldJobs = jobs.data?.items ?? [];
  const offered = offers.data?.items ?? [];
  const chosenJob = heldJobs.find((job) => job.requestId === jobsList.selected);
  const chosenOffer = offered.find((job) => job.requestId === offersList.selected);

  const onSelect = (requestId: string) => {
    jobsList.select(requestId);
    // On a phone the details are below both lists: taking focus there brings them into view.
    details.current?.focus();
  };

  let chosen: ReactNode = null;
  if (chosenJob) {
    chosen = <JobCard job={chosenJob} actions={<HeldJobActions job={chosenJob} />} />;
  } else if (chosenOffer) {
    const actions = <OfferActions job={chosenOffer} onClosed={setClosedOffer} />;
    chosen = <JobCard job={chosenOffer} actions={actions} />;
  }

  return (
    <Stack gap={6}>
      <PageTitle level={2}>Jobs</PageTitle>
      <UnreadMessagesBadge />
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
      <MasterDetail
        listShare="wide"
        list={
          <Stack gap={6}>
            <JobListCard
              title="My jobs"
              caption="My jobs"
              filterLabel="Filter my jobs"
              emptyText={NO_JOBS}
              loadingLabel="Loading your jobs"
              state={jobsList}
              sortOptions={HELD_JOBS_SORT_OPTIONS}
              query={jobs}
              items={heldJobs}
              columns={HELD_JOB_COLUMNS}
              onSelect={onSelect}
              filters={
                <Select
                  label="Status"
                  options={HELD_JOBS_STATUS_OPTIONS}
                  value={jobsList.filters.status}
                  onChange={(event) => jobsList.setFilters({ status: event.target.value })}
                />
              }
            />
            <JobListCard
              title="Offers"
              caption="Job offers"
              filterLabel="Filter job offers"
              emptyText={NO_OFFERS}
              loadingLabel="Loading your offers"
              state={offersList}
              sortOptions={OFFERS_SORT_OPTIONS}
              query={offers}
              items={offered}
              columns={OFFER_COLUMNS}
              onSelect={onSelect}
              notice={closedOffer && <FormAlert title={closedOffer} />}
              filters={
                <Select
                  label="Service type"
                  options={SERVICE_TYPE_FILTER_OPTIONS}
                  value={offersList.filters.serviceType}
                  onChange={(event) => offersList.setFilters({ serviceType: event.target.value })}
                />
              }
            />
          </Stack>
        }
        details={
          <div ref={details} tabIndex={-1}>
            {chosen}
          </div>
        }
      />
    </Stack>
  );
}
