import type { TimelineRow } from '../lifecycle/timeline.repo.js';

type Move = Pick<TimelineRow, 'from_status' | 'to_status' | 'at'>;

/**
 * Minutes on site from a job's moves, oldest first: each stretch from arriving on site (a check-in,
 * or work sent back to a technician still there) to leaving it, each started minute counted. Time
 * held, waiting or between visits lies outside every stretch, so it never counts; a stretch still
 * open runs to `now`.
 */
export function onSiteMinutesOf(moves: readonly Move[], now: Date): number {
  let minutes = 0;
  let since: Date | null = null;
  const close = (at: Date) => {
    if (since) minutes += Math.max(0, Math.ceil((at.getTime() - since.getTime()) / 60_000));
    since = null;
  };
  for (const move of moves) {
    if (move.to_status === 'On site' && move.from_status !== 'On site') since = move.at;
    else if (move.from_status === 'On site' && move.to_status !== 'On site') close(move.at);
  }
  close(now);
  return minutes;
}
