import type { TimelineRow } from '../lifecycle/timeline.repo.js';
import { isIn } from '../lifecycle/transitions.js';

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
  const onSite = (status: Move['from_status']) => Boolean(status && isIn('onSite', status));
  for (const move of moves) {
    if (onSite(move.to_status) && !onSite(move.from_status)) since = move.at;
    else if (onSite(move.from_status) && !onSite(move.to_status)) close(move.at);
  }
  close(now);
  return minutes;
}
