import { alaskaCommunitiesByZipCode, alaskaCommunityByName, regionOf } from '@rha/contracts';
import type { OwnLocation } from '../lifecycle/company-directory.js';

/**
 * The reference community of a location, by its city or else by its ZIP code; null when neither
 * names one, and smart dispatch then leaves the request to an admin.
 */
export function communityOf(location: OwnLocation): {
  community: string | null;
  region: string | null;
} {
  // A city of another state that shares a name with an Alaska village is not that village.
  const inAlaska = ['alaska', 'ak'].includes(location.state.trim().toLowerCase());
  const community = inAlaska
    ? (alaskaCommunityByName(location.city)?.name ??
      alaskaCommunitiesByZipCode(location.zipCode)[0]?.name ??
      null)
    : null;
  return { community, region: community === null ? null : (regionOf(community)?.name ?? null) };
}

/** The address on one line, as a technician reads it once the job is theirs. */
export function oneLineAddress(location: OwnLocation): string {
  const stateAndZip = [location.state, location.zipCode].filter(Boolean).join(' ');
  return [location.address, location.city, stateAndZip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
