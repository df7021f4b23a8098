/** Keyboard support for react-calendar's tiles, which are plain buttons in a flex grid. */

const TILE = '.react-calendar__tile';

/** Tiles per row in each view, as react-calendar lays them out. */
const COLUMNS = { month: 7, year: 3, decade: 3, century: 3 } as const;

export type CalendarView = keyof typeof COLUMNS;

function tilesOf(frame: HTMLElement): HTMLButtonElement[] {
  return Array.from(frame.querySelectorAll<HTMLButtonElement>(TILE));
}

function makeTabStop(tiles: readonly HTMLButtonElement[], stop: HTMLButtonElement): void {
  for (const tile of tiles) tile.tabIndex = tile === stop ? 0 : -1;
}

/**
 * Leaves exactly one tile in the tab order, so Tab moves past the grid instead of through every day:
 * the focused tile, else the chosen one, else today, else the first enabled tile.
 */
export function applyTileTabStop(frame: HTMLElement): void {
  const tiles = tilesOf(frame);
  const enabled = tiles.filter((tile) => !tile.disabled);
  const pick = (className: string) =>
    enabled.find((tile) => tile.classList.contains(`react-calendar__tile--${className}`));
  const stop =
    enabled.find((tile) => tile === document.activeElement) ??
    pick('active') ??
    pick('hasActive') ??
    pick('now') ??
    enabled[0];
  if (stop) makeTabStop(tiles, stop);
}

function stepFor(key: string, view: CalendarView): number | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -COLUMNS[view];
    case 'ArrowDown':
      return COLUMNS[view];
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * Moves focus between tiles with the arrow keys (a row is 7 days, or 3 months, years or decades),
 * Home and End. Disabled tiles (past dates) are never focused. Returns whether the key was used.
 */
export function moveTileFocus(
  frame: HTMLElement,
  from: Element,
  key: string,
  view: CalendarView,
): boolean {
  const step = stepFor(key, view);
  if (step === null || !from.matches(TILE)) return false;
  const tiles = tilesOf(frame);
  const enabled = tiles.filter((tile) => !tile.disabled);
  let target: HTMLButtonElement | undefined;
  if (step === 'first') target = enabled[0];
  else if (step === 'last') target = enabled[enabled.length - 1];
  else {
    const candidate = tiles[tiles.indexOf(from as HTMLButtonElement) + step];
    target = candidate && !candidate.disabled ? candidate : undefined;
  }
  if (target) {
    makeTabStop(tiles, target);
    target.focus();
  }
  return true;
}
