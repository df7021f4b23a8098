import type { Stroke } from '@rha/contracts';

export interface Size {
  width: number;
  height: number;
}

interface Pixel {
  x: number;
  y: number;
}

/** A point given as a share of the photo's sides, in the photo's own pixels. */
export function toPixels(point: { x: number; y: number }, size: Size): Pixel {
  return { x: point.x * size.width, y: point.y * size.height };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where a pointer is on the photo's box, as shares of its sides, kept on the photo. */
export function toShare(
  client: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  return {
    x: clamp((client.clientX - box.left) / box.width),
    y: clamp((client.clientY - box.top) / box.height),
  };
}

/**
 * Marks scale with the photo's longer side, so an arrow reads the same on a small phone photo and
 * a large one.
 */
export function markScale(size: Size): number {
  return Math.max(size.width, size.height);
}

/** The arrow's shaft end and its two head lines. */
export function arrowPath(stroke: Extract<Stroke, { tool: 'arrow' }>, size: Size): string {
  const from = toPixels(stroke.from, size);
  const to = toPixels(stroke.to, size);
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const head = markScale(size) * 0.03;
  const wing = (turn: number) => ({
    x: to.x - head * Math.cos(angle + turn),
    y: to.y - head * Math.sin(angle + turn),
  });
  const left = wing(Math.PI / 6);
  const right = wing(-Math.PI / 6);
  return `M ${from.x} ${from.y} L ${to.x} ${to.y} M ${left.x} ${left.y} L ${to.x} ${to.y} L ${right.x} ${right.y}`;
}

/** A circle around `from` reaching `to`, in pixels, so it stays round whatever the photo's shape. */
export function circleOf(
  stroke: Extract<Stroke, { tool: 'circle' }>,
  size: Size,
): { cx: number; cy: number; r: number } {
  const centre = toPixels(stroke.from, size);
  const edge = toPixels(stroke.to, size);
  return { cx: centre.x, cy: centre.y, r: Math.hypot(edge.x - centre.x, edge.y - centre.y) };
}

/** A drag shorter than this share of the photo is a tap, not a mark. */
export const MIN_DRAG = 0.01;

export function dragLength(
  from: { x: number; y: number },
  to: { x: number; y: number },
  size: Size,
): number {
  const a = toPixels(from, size);
  const b = toPixels(to, size);
  return Math.hypot(b.x - a.x, b.y - a.y) / markScale(size);
}
