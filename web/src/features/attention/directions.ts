/**
 * A link that opens the phone's maps app (or the maps site) with directions to the site: its
 * address as stored, or its community in Alaska when there is none.
 */
export function directionsHref(address: string, community: string): string {
  const destination = address || [community, 'Alaska'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
