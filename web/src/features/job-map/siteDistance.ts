import type { LonLat } from '@rha/contracts/reference';
import { geoDistance } from 'd3-geo';

/** The mean radius of the Earth, which turns d3-geo's angle between two points into metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * How close to the site's point a check-in still reads as at the site. The site is known by its
 * community's point, so a check-in across a village is still there.
 */
export const AT_SITE_METERS = 500;

/** The great-circle distance between two points, in metres. */
export function metersBetween(a: LonLat, b: LonLat): number {
  return geoDistance([a[0], a[1]], [b[0], b[1]]) * EARTH_RADIUS_METERS;
}

const wholeKilometers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function length(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  if (meters < 10_000) return `${(meters / 1000).toFixed(1)} km`;
  return `${wholeKilometers.format(meters / 1000)} km`;
}

/**
 * Where a check-in was, in words: 'at the site (120 m)' when close enough to count as there,
 * else '2.4 km from the site'.
 */
export function distanceFromSite(meters: number): string {
  return meters <= AT_SITE_METERS
    ? `at the site (${length(meters)})`
    : `${length(meters)} from the site`;
}
