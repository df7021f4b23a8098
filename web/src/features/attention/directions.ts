/**
 * A link that opens the phone's maps app (or the maps site) with directions to the address; the
 * community and state make a bare street address findable.
 */
export function directionsHref(address: string, community: string): string {
  const destination = [address, community, 'Alaska'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
