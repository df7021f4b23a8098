import { SERVICE_REQUEST_STATUSES } from '@rha/contracts/reference';
import { OWN_REQUEST_SORTS, ownServiceRequestsQuerySchema } from '@rha/contracts/schemas';
import {
  Badge,
  Card,
  DataList,
  FilterBar,
  Link,
  Select,
  Stack,
  TextField,
  type DataListColumn,
} from '@rha/design-system';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceRequestSummary } from '../../api/bffTypes';
import { useCompanyLocations } from '../../api/locations';
import { failureMessage } from '../../api/requestError';
import { useServiceRequests, type ServiceRequestsQuery } from '../../api/serviceRequests';
import { MasterDetail } from '../admin/MasterDetail';
import { UnreadMessagesBadge } from '../job-messages';
import { useListState } from '../lists/useListState';
import { displayDate } from './requestDates';
import { serviceTypeLabel } from './serviceRequestLabels';
import { ServiceRequestDetailsView } from './ServiceRequestDetailsView';

/** Where one request's page lives. */
export function requestPath(id: string): string {
  return `/dashboard/requests/${id}`;
}

const columns: DataListColumn<ServiceRequestSummary>[] = [
  {
    header: 'Ticket',
    primary: true,
    cell: (request) => `Ticket ${request.serviceTicketNumber}`,
  },
  {
    header: 'Request',
    cell: (request) => `${serviceTypeLabel(request.serviceType)} · ${request.jobDescription}`,
  },
  { header: 'Location', cell: (request) => request.locationAddress },
  { header: 'Preferred date', cell: (request) => displayDate(request.preferredDate) },
  {
    header: 'Status',
    cell: (request) => (
      <Stack direction="row" gap={2} align="center" wrap>
        <Badge variant={request.status === 'Cancelled' ? 'danger' : 'primary'}>
          {request.status}
        </Badge>
        <UnreadMessagesBadge requestId={request.id} />
      </Stack>
    ),
  },
];

const { shape } = ownServiceRequestsQuerySchema;
const LIST = {
  sorts: OWN_REQUEST_SORTS,
  filters: { status: shape.status, location: shape.location, from: shape.from, to: shape.to },
};
type Sort = (typeof LIST.sorts)[number];

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...SERVICE_REQUEST_STATUSES.map((status) => ({ value: status, label: status })),
];
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'preferredDate', label: 'Soonest preferred date' },
];

/**
 * The company's own requests, a page at a time, searched and narrowed by status, location and
 * preferred date; the chosen one opens beside the list on wide screens, below it on a phone.
 * Everything the list shows lives in the URL, so back and forward walk it.
 */
export function ServiceRequestList() {
  const list = useListState(LIST);
  // Values the URL holds go as they are: the service refuses one no choice gives.
  const requests = useServiceRequests(list.request as ServiceRequestsQuery);
  const locations = useCompanyLocations();
  const details = useRef<HTMLDivElement>(null);
  const page = requests.data;
  const locationOptions = [
    { value: '', label: 'Any location' },
    // The street alone: the form's location list above names each place in full.
    ...(locations.data ?? []).map((location) => ({
      value: location.id,
      label: location.address || location.city,
    })),
  ];

  const onSelect = (id: string) => {
    list.select(id);
    details.current?.focus();
  };

  return (
    <MasterDetail
      list={
        <Card title="Your Service Requests" headingLevel={2}>
          {requests.isError && (
            <p role="alert">
              We could not load your service requests:{' '}
              {failureMessage(requests.error) ?? 'Unknown error'}
            </p>
          )}
          <DataList
            caption="Your service requests"
            columns={columns}
            items={page?.items ?? []}
            getId={(request) => request.id}
            selectedId={list.selected}
            onSelect={onSelect}
            emptyText="You have not submitted any service requests yet."
            loading={requests.isFetching && !page}
            loadingLabel="Loading your service requests"
            onNextPage={list.nextPage(page?.nextCursor)}
            onFirstPage={list.onFirstPage}
            filterBar={
              <FilterBar aria-label="Filter your service requests">
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
                  label="Site"
                  options={locationOptions}
                  value={list.filters.location}
                  onChange={(event) => list.setFilters({ location: event.target.value })}
                />
                <TextField
                  label="Preferred date from"
                  type="date"
                  value={list.filters.from}
                  onChange={(event) => list.setFilters({ from: event.target.value })}
                />
                <TextField
                  label="Preferred date to"
                  type="date"
                  value={list.filters.to}
                  onChange={(event) => list.setFilters({ to: event.target.value })}
                />
                <Select
                  label="Sort"
                  options={SORT_OPTIONS}
                  value={list.sort}
                  onChange={(event) => list.setSort(event.target.value as Sort)}
                />
              </FilterBar>
            }
          />
        </Card>
      }
      details={
        <div ref={details} tabIndex={-1}>
          {list.selected && (
            <Stack gap={4}>
              <Link asChild>
                <RouterLink to={requestPath(list.selected)}>Open on its own page</RouterLink>
              </Link>
              <ServiceRequestDetailsView id={list.selected} />
            </Stack>
          )}
        </div>
      }
    />
  );
}
