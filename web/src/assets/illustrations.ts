// `?no-inline`: even the small drawings stay separate files, so they never weigh on the JavaScript a
// page downloads first and the browser caches them across visits.
import auroraVillage from './aurora-village.svg?no-inline';
import bushPlane from './bush-plane.svg?no-inline';
import clinicSatellite from './clinic-satellite.svg?no-inline';
import localTechSupport from './local-tech-support.svg?no-inline';
import riverVillage from './river-village.svg?no-inline';
import technicianVideoCall from './technician-video-call.svg?no-inline';
import villagePartners from './village-partners.svg?no-inline';

/** An image file with what a page needs to show it without layout shift: its size and its alt text. */
export interface IllustrationSource {
  src: string;
  alt: string;
  /** Intrinsic width and height (the SVG's viewBox), so the browser reserves the space before it loads. */
  width: number;
  height: number;
}

export const illustrations = {
  auroraVillage: {
    src: auroraVillage,
    width: 960,
    height: 540,
    alt: 'Northern lights over snow-capped mountains and a small Alaska village, with a satellite dish and a communications tower beside a frozen river',
  },
  technicianVideoCall: {
    src: technicianVideoCall,
    width: 480,
    height: 360,
    alt: 'A technician in a parka holds up a tablet showing a remote expert on a live video call, beside an equipment rack, with a satellite overhead',
  },
  localTechSupport: {
    src: localTechSupport,
    width: 480,
    height: 600,
    alt: 'A local technician carrying a toolbox walks a snowy path toward a village building with a satellite dish under the northern lights',
  },
  bushPlane: {
    src: bushPlane,
    width: 480,
    height: 300,
    alt: 'A bush plane parked on a gravel airstrip below the mountains while a local guide waves beside a pickup truck',
  },
  villagePartners: {
    src: villagePartners,
    width: 480,
    height: 300,
    alt: 'Community members meet outside a village community hall with a flag and a fish-drying rack, mountains behind',
  },
  riverVillage: {
    src: riverVillage,
    width: 480,
    height: 300,
    alt: 'Houses on a bluff above a winding river at dusk, with a skiff on the water',
  },
  clinicSatellite: {
    src: clinicSatellite,
    width: 480,
    height: 300,
    alt: 'A technician points to the satellite dish on the roof of a rural health clinic in the snow',
  },
} as const satisfies Record<string, IllustrationSource>;

/** The marketing image of the auth pages' side panel, 'Local Tech Support in Alaska'. */
export const localTechSupportImage: IllustrationSource = illustrations.localTechSupport;
