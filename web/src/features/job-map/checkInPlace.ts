import { alaskaCommunityPoint } from '@rha/contracts/reference';
import type { JobReport } from '../../api/bffTypes';
import { distanceFromSite, metersBetween } from './siteDistance';

type CheckInLocation = NonNullable<NonNullable<JobReport['checkIn']>['location']>;

/**
 * Where the technician checked in, against the site's community: 'at the site (120 m)' or
 * '2.4 km from the site'; empty when they did not share their location or the community has
 * no point.
 */
export function checkInPlace(
  location: CheckInLocation | null | undefined,
  siteCommunity: string | null,
): string {
  const site = siteCommunity ? alaskaCommunityPoint(siteCommunity) : undefined;
  if (!location || !site) return '';
  return distanceFromSite(metersBetween([location.longitude, location.latitude], site));
}
