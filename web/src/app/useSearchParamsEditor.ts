import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** A query string asked for but not rendered yet, and the location it was asked from. */
let unrendered: { from: string; search: string } | null = null;

/** A location told apart from any other: its history entry, path and query. */
const whereOf = (location: { key: string; pathname: string; search: string }) =>
  `${location.key} ${location.pathname}${location.search}`;

/**
 * The URL's query parameters, and a way to edit them that builds on every earlier edit. The
 * router's own functional update starts from the parameters of the last render, and its renders
 * run in a transition: two edits made before the page renders again (a filter, then the order,
 * picked quickly on a busy phone; two lists sharing one URL) would lose the first. Edits made
 * from the same rendered location therefore chain, for every list and tab on the page.
 */
export function useSearchParamsEditor() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const where = whereOf(location);
  useLayoutEffect(() => {
    // The page now shows a later location (or went back): the edits it asked for are in it.
    if (unrendered && unrendered.from !== where) unrendered = null;
  }, [where]);

  const edit = useCallback(
    (
      change: (current: URLSearchParams) => URLSearchParams,
      options: { replace?: boolean } = {},
    ) => {
      const current = unrendered?.from === where ? new URLSearchParams(unrendered.search) : params;
      const search = change(new URLSearchParams(current)).toString();
      unrendered = { from: where, search };
      void navigate(`?${search}`, options);
    },
    [where, params, navigate],
  );

  return [params, edit] as const;
}
