import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The active tab lives in `?tab=`: choosing a tab pushes a history entry, so back and forward move
 * between tabs. A missing or unknown value shows the default tab.
 */
export function useDashboardTab<Id extends string>({
  tabs,
  defaultTab,
}: {
  tabs: readonly { id: Id }[];
  defaultTab: Id;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
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
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      });
    },
    [active, setSearchParams],
  );

  return { active, select };
}
