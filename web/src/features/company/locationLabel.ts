import type { CompanyLocation } from '../../api/bffTypes';

/** One line for a location, e.g. '100 Main St, Bethel, Alaska 99559'. */
export function locationLabel(
  location: Pick<CompanyLocation, 'address' | 'city' | 'state' | 'zipCode'>,
): string {
  const place = `${location.city}, ${location.state} ${location.zipCode}`;
  return location.address ? `${location.address}, ${place}` : place;
}
