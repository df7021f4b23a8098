import {
  Card,
  DataList,
  FilterBar,
  Select,
  TextField,
  useToast,
  type DataListColumn,
} from '@rha/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { useListState } from '../lists/useListState';
import { LoadFailed, Loading } from './LoadStates';
import { MasterDetail } from './MasterDetail';
import { failureNotice } from './notices';

/** What an admin list says in each of its states. */
export interface AdminListTexts {
  /** Heading of the card and name of the table, e.g. 'Technicians'. */
  title: string;
  searchLabel: string;
  /** Names the filter bar, e.g. 'Filter technicians'. */
  filterLabel: string;
  loading: string;
  failed: string;
  empty: string;
}

export interface AdminListTabProps<Item, Sort extends string, Filter extends string> {
  texts: AdminListTexts;
  /** The list's state in the URL. */
  state: ReturnType<typeof useListState<Sort, Filter>>;
  sortOptions: readonly { value: Sort; label: string }[];
  /** The list's own filter controls, placed between the search and the order. */
  filters: ReactNode;
  query: UseQueryResult<{ nextCursor: string | null }>;
  items: readonly Item[];
  columns: readonly DataListColumn<Item>[];
  getId(item: Item): string;
  /** The details card of the chosen entry (null until one is chosen); `ref` goes on the card. */
  renderDetails(selectedId: string | null, ref: Ref<HTMLElement>): ReactNode;
}

/**
 * An admin tab: a searchable, filterable, sortable list a page at a time, beside the chosen
 * entry's details on wide screens and above them on a phone.
 */
export function AdminListTab<Item, Sort extends string, Filter extends string>({
  texts,
  state,
  sortOptions,
  filters,
  query,
  items,
  columns,
  getId,
  renderDetails,
}: AdminListTabProps<Item, Sort, Filter>) {
  const { toast } = useToast();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (query.isError) toast(failureNotice(texts.failed));
  }, [query.isError, texts.failed, toast]);

  const onSelect = (id: string) => {
    state.select(id);
    // On a phone the details are below the list: taking focus there brings them into view.
    panel.current?.focus();
  };

  const filterBar = (
    <FilterBar aria-label={texts.filterLabel}>
      <TextField
        type="search"
        label={texts.searchLabel}
        value={state.search.value}
        autoComplete="off"
        onChange={(event) => state.search.onChange(event.target.value)}
      />
      {filters}
      <Select
        label="Sort by"
        value={state.sort}
        options={sortOptions}
        onChange={(event) => state.setSort(event.target.value as Sort)}
      />
    </FilterBar>
  );

  return (
    <MasterDetail
      listShare="wide"
      list={
        <Card title={texts.title}>
          {query.isError && !query.data ? (
            <>
              {filterBar}
              <LoadFailed message={texts.failed} onRetry={() => void query.refetch()} />
            </>
          ) : query.isPending ? (
            <>
              {filterBar}
              <Loading label={texts.loading} />
            </>
          ) : (
            <DataList
              caption={texts.title}
              columns={columns}
              items={items}
              getId={getId}
              selectedId={state.selected}
              onSelect={onSelect}
              filterBar={filterBar}
              emptyText={texts.empty}
              loading={query.isPlaceholderData}
              loadingLabel={texts.loading}
              onNextPage={
                query.isPlaceholderData ? undefined : state.nextPage(query.data?.nextCursor)
              }
              onFirstPage={state.onFirstPage}
            />
          )}
        </Card>
      }
      details={renderDetails(state.selected, panel)}
    />
  );
}
