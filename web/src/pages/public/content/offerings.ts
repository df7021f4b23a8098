import { pricing } from '@rha/contracts/reference';
import { formatUsd } from './money';

const { baseline, remoteEyes, proPackageUsd, coverage } = pricing;

/** One line per price, built from the `pricing` constants so the site never disagrees with them. */
export const prices = {
  baseline: `${formatUsd(baseline.priceUsd)} for up to ${baseline.includedHours} hours, then ${formatUsd(baseline.hourlyRateAfterUsd)} per hour`,
  remoteEyes: `${formatUsd(remoteEyes.minPriceUsd)}–${formatUsd(remoteEyes.maxPriceUsd)} per service`,
  proPackage: `${formatUsd(proPackageUsd)} Pro Package`,
  warranty: `${baseline.warrantyDays}-day warranty`,
  coverage: `Statewide coverage within ${coverage.statewideWithinBusinessDays} business days`,
  oftenOnSite: `Often on site within ${coverage.oftenOnSiteWithinHours} hours`,
} as const;

export interface Offering {
  /** Anchor of the offering's section on /services. */
  id: string;
  name: string;
  summary: string;
  price: string;
}

/** The offerings the home page and the footer point to, in the order of /services. */
export const offerings: Offering[] = [
  {
    id: 'remote-hands-baseline',
    name: 'Remote Hands Baseline',
    summary:
      'A local technician at your equipment while your own experts guide the work by live video: troubleshooting, power cycling and component replacement.',
    price: prices.baseline,
  },
  {
    id: 'remote-eyes-assessment',
    name: 'Remote Eyes Assessment',
    summary: `A visual inspection with up to ${remoteEyes.maxPhotos} photos and video, so you can plan the repair before anyone boards a plane.`,
    price: prices.remoteEyes,
  },
  {
    id: 'local-guide-service',
    name: 'Local Guide Service',
    summary:
      'Pickup at the airstrip or float dock, local transport and coordination with the community for your fly-in team.',
    price: 'Quoted per trip',
  },
  {
    id: 'custom-requests',
    name: 'Custom Requests',
    summary:
      'Something that fits none of the above? Describe the job and we will scope it with a technician who knows the place.',
    price: 'Quoted per request',
  },
];
