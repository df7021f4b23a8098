import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SEARCH_DELAY_MS } from '../admin/useDebouncedValue';
import { useListState } from './useListState';

const spec = {
  sorts: ['name', 'newest'],
  filters: {
    status: z.enum(['applied', 'approved']).optional(),
    region: z.enum(['nome', 'bethel']).optional(),
    from: z.iso.date().optional(),
  },
} as const;

function setup(initial: string, scope?: string) {
  const seen: { search: string; navigate?: NavigateFunction } = { search: '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/admin${initial}`]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => {
      const location = useLocation();
      seen.search = location.search;
      seen.navigate = useNavigate();
      return useListState({ ...spec, scope });
    },
    { wrapper },
  );
  return { ...hook, seen, back: () => act(() => void seen.navigate?.(-1)) };
}

describe('useListState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the order, search, filters, page and chosen entry from the URL', () => {
    const { result } = setup(
      '?tab=technicians&q=ann&sort=newest&status=approved&cursor=abc&selected=7',
    );
    expect(result.current.request).toEqual({
      sort: 'newest',
      q: 'ann',
      status: 'approved',
      cursor: 'abc',
    });
    expect(result.current.filters).toEqual({ status: 'approved', region: '', from: '' });
    expect(result.current.selected).toBe('7');
    expect(result.current.search.value).toBe('ann');
  });

  it('falls back to the first order for a missing or unknown one, and drops values the schemas refuse', () => {
    expect(
      setup('?sort=rank&status=hired&region=nome&from=2026-02-30').result.current.request,
    ).toEqual({ sort: 'name', region: 'nome' });
    expect(setup('?from=2026-02-28').result.current.request).toEqual({
      sort: 'name',
      from: '2026-02-28',
    });
  });

  it('keeps a scoped list to its own parameters, sharing only the chosen entry', () => {
    const { result, seen } = setup(
      '?tab=jobs&sort=newest&status=applied&offers.status=approved&offers.cursor=c1&selected=4',
      'offers',
    );
    expect(result.current.request).toEqual({ sort: 'name', status: 'approved', cursor: 'c1' });
    expect(result.current.selected).toBe('4');
    act(() => result.current.setSort('newest'));
    expect(seen.search).toBe(
      '?tab=jobs&sort=newest&status=applied&offers.status=approved&selected=4&offers.sort=newest',
    );
  });

  it('starts from the first page when a filter or the order changes, each a step back can undo', () => {
    const { result, seen, back } = setup('?tab=technicians&cursor=abc');
    act(() => result.current.setFilters({ status: 'applied' }));
    expect(seen.search).toBe('?tab=technicians&status=applied');
    act(() => result.current.setFilters({ region: 'nome', status: '' }));
    expect(seen.search).toBe('?tab=technicians&region=nome');
    back();
    act(() => result.current.setSort('newest'));
    expect(seen.search).toBe('?tab=technicians&status=applied&sort=newest');
    back();
    expect(result.current.request).toEqual({ sort: 'name', status: 'applied' });
    back();
    expect(result.current.request).toEqual({ sort: 'name', cursor: 'abc' });
  });

  it('keeps every change made before the page renders again, across lists sharing the URL', () => {
    const seen: { search: string; navigate?: NavigateFunction } = { search: '' };
    const { result } = renderHook(
      () => {
        seen.search = useLocation().search;
        seen.navigate = useNavigate();
        return { jobs: useListState(spec), offers: useListState({ ...spec, scope: 'offers' }) };
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/admin?tab=jobs']}>{children}</MemoryRouter>
        ),
      },
    );
    // One render's handlers, called in a row: a filter, then the order, then the other list.
    const { jobs, offers } = result.current;
    act(() => {
      jobs.setFilters({ status: 'applied' });
      jobs.setSort('newest');
      offers.setFilters({ region: 'nome' });
    });
    expect(seen.search).toBe('?tab=jobs&status=applied&sort=newest&offers.region=nome');
    act(() => void seen.navigate?.(-1));
    expect(seen.search).toBe('?tab=jobs&status=applied&sort=newest');
    act(() => result.current.offers.setSort('newest'));
    expect(seen.search).toBe('?tab=jobs&status=applied&sort=newest&offers.sort=newest');
  });

  it('moves to the next page by its cursor and back again, and offers the first page beyond it', () => {
    const { result, back } = setup('');
    expect(result.current.onFirstPage).toBeUndefined();
    expect(result.current.nextPage(null)).toBeUndefined();
    act(() => result.current.nextPage('c2')?.());
    expect(result.current.request.cursor).toBe('c2');
    act(() => result.current.onFirstPage?.());
    expect(result.current.request.cursor).toBeUndefined();
    back();
    expect(result.current.request.cursor).toBe('c2');
  });

  it('writes the search once typing pauses, replacing the entry, and shows the URL after back', () => {
    const { result, seen, back } = setup('?cursor=abc');
    act(() => result.current.select('9'));
    act(() => result.current.search.onChange('bo'));
    expect(seen.search).toBe('?cursor=abc&selected=9');
    act(() => void vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(seen.search).toBe('?selected=9&q=bo');
    back();
    expect(seen.search).toBe('?cursor=abc');
    expect(result.current.search.value).toBe('');
  });
});
