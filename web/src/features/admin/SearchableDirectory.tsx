import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, useRef, useState, type ReactNode, type Ref } from 'react';
import type { AdminListPage } from '../../api/adminPaging';
import { DirectoryCard, uniqueById, type DirectoryTexts } from './DirectoryCard';
import { MasterDetail } from './MasterDetail';
import { useDebouncedValue } from './useDebouncedValue';

/** How an entry of the list is chosen. */
export interface EntrySelection {
  selected: boolean;
  onSelect(id: string): void;
}

export interface SearchableDirectoryProps<
  Page extends AdminListPage,
  Entry extends { id: string },
> {
  texts: DirectoryTexts;
  /** The list's query for a search term (an api hook). */
  useList(search: string): UseInfiniteQueryResult<InfiniteData<Page, number>, Error>;
  entriesOf(page: Page): Entry[];
  renderEntry(entry: Entry, selection: EntrySelection): ReactNode;
  /** The details card of the chosen entry (null until one is chosen); `ref` goes on the card. */
  renderDetails(selectedId: string | null, ref: Ref<HTMLElement>): ReactNode;
}

/** An admin tab: the searchable list of entries beside the chosen entry's details. */
export function SearchableDirectory<Page extends AdminListPage, Entry extends { id: string }>({
  texts,
  useList,
  entriesOf,
  renderEntry,
  renderDetails,
}: SearchableDirectoryProps<Page, Entry>) {
  const [search, setSearch] = useState('');
  const query = useList(useDebouncedValue(search));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const entries = uniqueById(query.data?.pages.map(entriesOf) ?? []);

  const onSelect = (id: string) => {
    setSelectedId(id);
    // On narrow screens the details are below the list: taking focus there brings them into view.
    panel.current?.focus();
  };

  return (
    <MasterDetail
      list={
        <DirectoryCard
          texts={texts}
          search={search}
          onSearchChange={setSearch}
          query={query}
          shown={entries.length}
        >
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              {renderEntry(entry, { selected: entry.id === selectedId, onSelect })}
            </Fragment>
          ))}
        </DirectoryCard>
      }
      details={renderDetails(selectedId, panel)}
    />
  );
}
