import { useCallback, useEffect, useRef } from 'react';
import { useSearchParamsEditor } from '../../app/useSearchParamsEditor';

/**
 * The active tab lives in `?tab=`: choosing a tab pushes a history entry, so back and forward move
 * between tabs. A missing or unknown value shows the default tab. With `tabOwnsQuery`, the other
 * query parameters belong to the open tab (its list's search, filters and page) and are dropped
 * when another tab is chosen.
 */
export function useDashboardTab<Id extends string>(
  {
    tabs,
    defaultTab,
  }: {
    tabs: readonly { id: Id }[];
    defaultTab: Id;
  },
  { tabOwnsQuery = false }: { tabOwnsQuery?: boolean } = {},
) {
  const [searchParams, editSearchParams] = useSearchParamsEditor();
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? defaultTab;

  // A click reports the choice twice (mouse down, then focus) before the router re-renders; the
  // second report must not push a second, identical history entry.
  const choosing = useRef<string | undefined>(undefined);
  useEffect(() => {
    choosing.current = undefined;
  }, [active]);

  const select = useCallback(
    (tab: string) => {
      if (tab === (choosing.current ?? active)) return;
      choosing.current = tab;
      editSearchParams((current) => {
        const next = new URLSearchParams(tabOwnsQuery ? '' : current);
        next.set('tab', tab);
        return next;
      });
    },
    [active, editSearchParams, tabOwnsQuery],
  );

  return { active, select };
}
