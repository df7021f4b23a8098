export interface UseCase {
  title: string;
  text: string;
  examples: string[];
}

/** The six use-case cards of /use-cases. */
export const useCases: UseCase[] = [
  {
    title: 'Internet and telecom providers',
    text: 'Keep village networks running between truck rolls that cannot happen: a technician on site works through your runbook while your network operations centre watches.',
    examples: [
      'Modem and router swaps',
      'Re-seating cables at the dish',
      'Power cycling with a live readout',
    ],
  },
  {
    title: 'Rural health clinics',
    text: 'Telehealth carts, clinic networks and printers matter most when the patient is already in the room. Local help keeps the clinic connected to the regional hospital.',
    examples: [
      'Telehealth cart set-up',
      'Network and Wi-Fi checks',
      'Replacing failed workstations',
    ],
  },
  {
    title: 'Schools and districts',
    text: 'Labs, laptops and links have to work on testing day. A technician in the village handles the hands-on part while district IT guides from the hub office.',
    examples: [
      'Computer lab refresh',
      'Switch and access point swaps',
      'Before-testing readiness checks',
    ],
  },
  {
    title: 'Tribal councils and city offices',
    text: 'Council offices, post offices and community halls run on phones, networks and shared computers. We keep them working without waiting for the next visit from town.',
    examples: [
      'Office network and VoIP phones',
      'New computer set-up',
      'Back-up drive replacement',
    ],
  },
  {
    title: 'Remote sites and monitoring',
    text: 'Weather stations, cameras and sensors sit far from anyone who can reset them. A Remote Eyes Assessment tells you what happened before you commit a crew.',
    examples: [
      'Photo and video inspections',
      'Scheduled seasonal checks',
      'Sensor and camera resets',
    ],
  },
  {
    title: 'Fly-in teams and contractors',
    text: 'Engineers, surveyors and researchers arrive on a small plane with limited time on the ground. A local guide meets the plane, moves the gear and knows whom to ask.',
    examples: [
      'Airstrip pickup and transport',
      'Gear hauling by truck, ATV or snowmachine',
      'Coordination with the community',
    ],
  },
];

/** The customer story of /use-cases. */
export const schoolStory = {
  title: 'Testing week, saved two days out',
  customer: 'A Bering Strait coast school district',
  paragraphs: [
    'Two days before spring testing, the network switch in a coastal school’s computer lab stopped passing traffic. The district’s only network technician was in the hub office, and the weather had grounded flights along the coast.',
    'The district submitted a Remote Hands request that evening. A technician from the village picked up a spare switch from the school’s storage room the next morning and, with the district technician guiding on video, replaced and configured it before lunch. Every student tested on schedule.',
  ],
} as const;
