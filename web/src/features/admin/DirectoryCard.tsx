import { Card, Stack, TextField, useToast } from '@rha/design-system';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { AdminListPage } from '../../api/adminPaging';
import { LoadMore } from './LoadMore';
import { Loading, LoadFailed } from './LoadStates';
import { failureNotice } from './notices';

/** What a directory says in each of its states. */
export interface DirectoryTexts {
  /** Heading of the card, e.g. 'Technicians'. */
  title: string;
  searchLabel: string;
  /** Names the list, e.g. 'Technicians'. */
  listLabel: string;
  loading: string;
  loadingMore: string;
  failed: string;
  empty: string;
  /** e.g. 'technicians', for 'Showing 50 of 1,234 technicians'. */
  plural: string;
}

export interface DirectoryCardProps {
  texts: DirectoryTexts;
  search: string;
  onSearchChange(search: string): void;
  query: UseInfiniteQueryResult<InfiniteData<AdminListPage, number>, Error>;
  /** How many entries are shown; the entries themselves are the children (list items). */
  shown: number;
  children: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/**
 * A searchable admin list in a card: the search box, then the entries the server found page by
 * page, or why there are none.
 */
export function DirectoryCard({
  texts,
  search,
  onSearchChange,
  query,
  shown,
  children,
}: DirectoryCardProps) {
  const { toast } = useToast();
  const total = query.data?.pages.at(-1)?.total ?? 0;
  // A failed further page keeps the pages already shown, with its own retry below them.
  const listFailed = query.isError && !query.isFetchNextPageError;

  useEffect(() => {
    if (query.isError) toast(failureNotice(texts.failed));
  }, [query.isError, texts.failed, toast]);

  return (
    <Card title={texts.title}>
      <TextField
        type="search"
        label={texts.searchLabel}
        value={search}
        autoComplete="off"
        onChange={(event) => onSearchChange(event.target.value)}
      />
      {query.isPending && <Loading label={texts.loading} />}
      {listFailed && <LoadFailed message={texts.failed} onRetry={() => void query.refetch()} />}
      {query.data && (
        <p role="status">
          {shown === 0
            ? texts.empty
            : `Showing ${count.format(shown)} of ${count.format(total)} ${texts.plural}`}
        </p>
      )}
      {shown > 0 && (
        <Stack as="ul" gap={2} aria-label={texts.listLabel} aria-busy={query.isPlaceholderData}>
          {children}
        </Stack>
      )}
      {query.isFetchNextPageError && <p role="alert">{texts.failed}</p>}
      <LoadMore
        hasMore={Boolean(query.hasNextPage) && !query.isPlaceholderData}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        loadingLabel={texts.loadingMore}
      />
    </Card>
  );
}

/** The entries of all loaded pages, each once (an entry can move between pages as data changes). */
export function uniqueById<Entry extends { id: string }>(pages: readonly Entry[][]): Entry[] {
  const seen = new Set<string>();
  return pages.flat().filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}
