import { Button, Spinner, Stack } from '@rha/design-system';
import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  /** Whether the server has entries beyond those shown. */
  hasMore: boolean;
  /** A further page is on its way. */
  loading: boolean;
  /** Loading the last further page failed: the admin retries by hand, never in a loop. */
  failed: boolean;
  onLoadMore(): void;
  /** Announced while a further page loads, e.g. 'Loading more technicians'. */
  loadingLabel: string;
}

/**
 * The end of a paged list: the next page loads as it scrolls into view (where the browser can tell),
 * and a 'Load more' button does the same for everyone else.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore, loadingLabel }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // Observing afresh after each page makes the browser report at once whether the end is still
  // in view, so a tall screen keeps filling until the list reaches past it.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <Stack ref={sentinel} align="center">
      {loading ? (
        <Spinner label={loadingLabel} />
      ) : (
        <Button variant="secondary" onClick={onLoadMore}>
          {failed ? 'Try again' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
