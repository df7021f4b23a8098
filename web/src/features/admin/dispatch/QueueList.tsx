import { Badge, Card, DataList, FilterBar, Select, Stack, TextField } from '@rha/design-system';
import type { DataListColumn } from '@rha/design-system';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import type { useDispatchQueue } from '../../../api/dispatch';
import { displayDate } from '../../service-request/requestDates';
import { serviceTypeLabel } from '../../service-request/serviceRequestLabels';
import {
  COMMUNITY_OPTIONS,
  FLAG_OPTIONS,
  STATUS_OPTIONS,
  type QueueSort,
  type useQueueListState,
} from './useQueueListState';
import { LoadFailed } from '../LoadStates';
import { DISPATCH_QUEUE_LOAD_FAILED, NO_WAITING_REQUESTS } from '../notices';
import { placeOfRequest, quoteState, smartDispatchState, whenOfRequest } from './queueEntryText';
import { QUOTE_STATUSES } from '@rha/contracts/reference';

// Five columns, each of a few short lines, so the table fits the list's share of a laptop screen.
const columns: DataListColumn<DispatchQueueEntry>[] = [
  { header: 'Ticket', primary: true, cell: (entry) => `Ticket ${entry.serviceTicketNumber}` },
  {
    header: 'Request',
    cell: (entry) => `${serviceTypeLabel(entry.serviceType)} · ${entry.companyName}`,
  },
  {
    header: 'Where and when',
    cell: (entry) => (
      <Stack gap={1}>
        <span>{placeOfRequest(entry)}</span>
        <span>{whenOfRequest(entry)}</span>
      </Stack>
    ),
  },
  {
    header: 'Dispatch',
    cell: (entry) => {
      if (QUOTE_STATUSES.includes(entry.status)) return quoteState(entry);
      const open = entry.offers.filter((offer) => offer.status === 'offered').length;
      return `${smartDispatchState(entry)} · ${open} open ${open === 1 ? 'offer' : 'offers'}`;
    },
  },
  {
    header: 'Status',
    cell: (entry) => (
      <Stack gap={1}>
        <Stack direction="row" gap={2} wrap>
          <Badge variant="primary">{entry.status}</Badge>
          {entry.flaggedAt && <Badge variant="danger">Flagged</Badge>}
        </Stack>
        <span>Submitted {displayDate(entry.createdAt.slice(0, 10))}</span>
      </Stack>
    ),
  },
];

const SORT_OPTIONS = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'newest', label: 'Newest first' },
];

export interface QueueListProps {
  queue: ReturnType<typeof useDispatchQueue>;
  list: ReturnType<typeof useQueueListState>;
}

/** The requests waiting for a technician, a page at a time, searched, narrowed and ordered. */
export function QueueList({ queue, list }: QueueListProps) {
  const page = queue.data;
  return (
    <Card title="Dispatch queue" description="Requests waiting for a technician.">
      {queue.isError && !page && (
        <LoadFailed message={DISPATCH_QUEUE_LOAD_FAILED} onRetry={() => void queue.refetch()} />
      )}
      <DataList
        caption="Requests waiting for a technician"
        columns={columns}
        items={page?.items ?? []}
        getId={(entry) => entry.id}
        selectedId={list.selected}
        onSelect={list.select}
        emptyText={NO_WAITING_REQUESTS}
        loading={queue.isFetching && !page}
        loadingLabel="Loading the dispatch queue"
        onNextPage={list.nextPage(page?.nextCursor)}
        onFirstPage={list.onFirstPage}
        filterBar={
          <FilterBar aria-label="Filter the dispatch queue">
            <TextField
              label="Search"
              type="search"
              hint="Ticket number or job description"
              value={list.search.value}
              onChange={(event) => list.search.onChange(event.target.value)}
            />
            <Select
              label="Status"
              options={STATUS_OPTIONS}
              value={list.filters.status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
            />
            <Select
              label="Community"
              options={COMMUNITY_OPTIONS}
              value={list.filters.community}
              onChange={(event) => list.setFilters({ community: event.target.value })}
            />
            <Select
              label="Flagged"
              options={FLAG_OPTIONS}
              value={list.filters.flagged}
              onChange={(event) => list.setFilters({ flagged: event.target.value })}
            />
            <Select
              label="Sort"
              options={SORT_OPTIONS}
              value={list.sort}
              onChange={(event) => list.setSort(event.target.value as QueueSort)}
            />
          </FilterBar>
        }
      />
    </Card>
  );
}
