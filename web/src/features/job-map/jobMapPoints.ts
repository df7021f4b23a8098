import { alaskaCommunityPoint } from '@rha/contracts/reference';
import type { MapPoint } from '@rha/design-system/map';

export interface JobPlaces {
  /** The request's community. */
  site: string | null;
  /** Technicians' home communities, each with how to name it. */
  homes?: readonly { community: string; label: string }[];
  /** The communities the technician reaches from home. */
  reach?: readonly string[];
  /** Where the technician checked in, when they shared it, and how to name it. */
  checkIn?: { latitude: number; longitude: number; label: string } | null;
}

function communityPoint(
  id: string,
  kind: MapPoint['kind'],
  community: string,
  label = community,
): MapPoint[] {
  const at = alaskaCommunityPoint(community);
  return at ? [{ id, kind, label, at }] : [];
}

/**
 * The marks of a job's map: its site, the technicians' homes, the communities reached and the
 * check-in. A community without a known point is left off rather than guessed.
 */
export function jobMapPoints({ site, homes = [], reach = [], checkIn }: JobPlaces): MapPoint[] {
  return [
    ...(site ? communityPoint('site', 'site', site) : []),
    ...(checkIn
      ? [
          {
            id: 'check-in',
            kind: 'check-in' as const,
            label: checkIn.label,
            at: [checkIn.longitude, checkIn.latitude] as const,
          },
        ]
      : []),
    ...homes.flatMap((home, index) =>
      communityPoint(`home-${index}`, 'home', home.community, home.label),
    ),
    ...reach
      .filter((community) => community !== site)
      .flatMap((community) => communityPoint(`reach-${community}`, 'reach', community)),
  ];
}
