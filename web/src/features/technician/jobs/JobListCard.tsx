import {
  Card,
  DataList,
  FilterBar,
  Select,
  TextField,
  type DataListColumn,
} from '@rha/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TechnicianJob } from '../../../api/bffTypes';
import type { useListState } from '../../lists/useListState';

export interface JobListCardProps<Sort extends string, Filter extends string> {
  /** The card's heading, e.g. 'My jobs'. */
  title: string;
  /** The table's name, e.g. 'Job offers'. */
  caption: string;
  filterLabel: string;
  emptyText: string;
  loadingLabel: string;
  state: ReturnType<typeof useListState<Sort, Filter>>;
  sortOptions: readonly { value: Sort; label: string }[];
  /** The list's own filters, between the search and the order. */
  filters: ReactNode;
  query: UseQueryResult<{ items: TechnicianJob[]; nextCursor: string | null }>;
  /** The page's entries in the order to show them. */
  items: readonly TechnicianJob[];
  columns: readonly DataListColumn<TechnicianJob>[];
  onSelect(requestId: string): void;
  /** Shown above the list, e.g. why an offer left it. */
  notice?: ReactNode;
}

/** One of the Jobs tab's lists: searched, narrowed and ordered on the server, a page at a time. */
export function JobListCard<Sort extends string, Filter extends string>({
  title,
  caption,
  filterLabel,
  emptyText,
  loadingLabel,
  state,
  sortOptions,
  filters,
  query,
  items,
  columns,
  onSelect,
  notice,
}: JobListCardProps<Sort, Filter>) {
  return (
    <Card title={title} headingLevel={3}>
      {notice}
      <DataList
        caption={caption}
        columns={columns}
        items={items}
        getId={(job) => job.requestId}
        selectedId={state.selected}
        onSelect={onSelect}
        emptyText={emptyText}
        loading={query.isFetching && (query.isPlaceholderData || !query.data)}
        loadingLabel={loadingLabel}
        onNextPage={query.isPlaceholderData ? undefined : state.nextPage(query.data?.nextCursor)}
        onFirstPage={state.onFirstPage}
        filterBar={
          <FilterBar aria-label={filterLabel}>
            <TextField
              label="Search"
              type="search"
              hint="Ticket number or job description"
              autoComplete="off"
              value={state.search.value}
              onChange={(event) => state.search.onChange(event.target.value)}
            />
            {filters}
            <Select
              label="Sort"
              options={sortOptions}
              value={state.sort}
              onChange={(event) => state.setSort(event.target.value as Sort)}
            />
          </FilterBar>
        }
      />
    </Card>
  );
}
