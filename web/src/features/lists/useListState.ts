import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { ListRequest } from '../../api/listPage';
import { useSearchParamsEditor } from '../../app/useSearchParamsEditor';
import { useDebouncedValue } from '../admin/useDebouncedValue';

export interface ListStateSpec<Sort extends string, Filter extends string> {
  /** The orders the list offers; the first is the one a URL without `sort` shows. */
  sorts: readonly [Sort, ...Sort[]];
  /**
   * The list's filters, each one query parameter, with the schema the endpoint checks it by (the
   * field of its query schema): a value the URL holds that the schema refuses (an old or edited
   * link) is left out rather than sent.
   */
  filters: Readonly<Record<Filter, z.ZodType>>;
  /**
   * Put before every parameter name but `selected`, so two lists can share one page's URL; the
   * page still has one chosen entry, whichever list it came from.
   */
  scope?: string;
}

function fits(schema: z.ZodType, value: string): boolean {
  return value !== '' && schema.safeParse(value).success;
}

/**
 * A list's search, filters, order, page (its cursor) and chosen entry, all held in the URL's
 * query string, so a reload or a shared link shows the same page and back and forward step
 * through what the person did. A new filter, order or search starts again from the first page;
 * typing replaces the history entry rather than adding one per keystroke.
 */
export function useListState<Sort extends string, Filter extends string>({
  sorts,
  filters: allowed,
  scope = '',
}: ListStateSpec<Sort, Filter>) {
  const filters = Object.keys(allowed) as Filter[];
  const named = (name: string) => (scope ? `${scope}.${name}` : name);
  const [params, editParams] = useSearchParamsEditor();
  const q = params.get(named('q')) ?? '';
  const requestedSort = params.get(named('sort'));
  const sort = sorts.find((s) => s === requestedSort) ?? sorts[0];
  const cursor = params.get(named('cursor')) ?? undefined;
  const selected = params.get('selected');
  const filterKey = filters
    .map((name) => {
      const value = params.get(named(name)) ?? '';
      return fits(allowed[name], value) ? value : '';
    })
    .join('\u0000');
  const filterValues = useMemo(() => {
    const values = filterKey.split('\u0000');
    return Object.fromEntries(filters.map((name, n) => [name, values[n] ?? ''])) as Record<
      Filter,
      string
    >;
    // The key holds every value, so the object changes exactly when one of them does.
  }, [filterKey]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      editParams((next) => {
        edit(next);
        return next;
      }, options);
    },
    [editParams],
  );

  const setOrDelete = (next: URLSearchParams, name: string, value: string) => {
    if (value === '') next.delete(named(name));
    else next.set(named(name), value);
  };

  // The field shows every keystroke; the URL (and so the server) gets the text once typing pauses.
  const [searchText, setSearchText] = useState(q);
  const settledText = useDebouncedValue(searchText.trim());
  useEffect(() => {
    if (settledText === q) return;
    change(
      (next) => {
        setOrDelete(next, 'q', settledText);
        next.delete(named('cursor'));
      },
      { replace: true },
    );
    // Only a pause in typing writes the URL; a URL changed by back or forward is read below.
  }, [settledText]);
  useEffect(() => {
    setSearchText((shown) => (shown.trim() === q ? shown : q));
  }, [q]);

  const request = useMemo(() => {
    const query: Record<string, string> = { sort };
    if (q) query.q = q;
    if (cursor) query.cursor = cursor;
    for (const [name, value] of Object.entries(filterValues)) {
      if (value) query[name] = value as string;
    }
    return query as ListRequest<Sort, Filter>;
  }, [sort, q, cursor, filterValues]);

  return {
    request,
    sort,
    filters: filterValues,
    selected,
    onFirstPage:
      cursor === undefined ? undefined : () => change((next) => next.delete(named('cursor'))),
    search: { value: searchText, onChange: setSearchText },
    setSort: (value: Sort) =>
      change((next) => {
        setOrDelete(next, 'sort', value === sorts[0] ? '' : value);
        next.delete(named('cursor'));
      }),
    /** Sets some filters at once, as one step of history. */
    setFilters: (values: Partial<Record<Filter, string>>) =>
      change((next) => {
        for (const [name, value] of Object.entries(values)) {
          setOrDelete(next, name, value as string);
        }
        next.delete(named('cursor'));
      }),
    /** Goes on to the page the server's cursor names; undefined when there is none. */
    nextPage: (nextCursor: string | null | undefined) =>
      nextCursor ? () => change((next) => next.set(named('cursor'), nextCursor)) : undefined,
    select: (id: string) => change((next) => next.set('selected', id)),
  };
}
