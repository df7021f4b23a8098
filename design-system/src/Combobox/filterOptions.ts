export interface FilteredOptions {
  /** The options to render, at most the limit asked for. */
  shown: string[];
  /** How many options match in all. */
  total: number;
}

/**
 * Options matching a typed query, case-insensitively: those starting with it first, then those
 * containing it, each group in the original order. Only the first `limit` are returned, so a long
 * list (the 338 Alaska communities) renders a handful of nodes per keystroke.
 */
export function filterOptions(
  options: readonly string[],
  query: string,
  limit: number,
): FilteredOptions {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return { shown: options.slice(0, limit), total: options.length };
  const starting: string[] = [];
  const containing: string[] = [];
  for (const option of options) {
    const position = option.toLocaleLowerCase().indexOf(needle);
    if (position === 0) starting.push(option);
    else if (position > 0) containing.push(option);
  }
  const matches = starting.concat(containing);
  return { shown: matches.slice(0, limit), total: matches.length };
}
