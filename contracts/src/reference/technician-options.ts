/**
 * Onboarding option lists. Only the sizes and a few example items of the four skill lists were
 * given by the product; the rest of their wording is ours. Technicians may add custom tags beside
 * these.
 */
export const IT_SKILLS = [
  'Network cabling and WiFi setup',
  'Radio systems',
  'Computer repair',
  'Satellite internet installation',
  'Software installation and updates',
  'Soldering',
  'Network troubleshooting',
  'VoIP phone systems',
  'VSAT or microwave links',
] as const;

export const HANDYMAN_SKILLS = [
  'Home repairs',
  'Heating systems (Toyo and Monitor stoves)',
  'ATV and snowmachine parts',
  'Plumbing',
  'Carpentry',
  'General laborer',
] as const;

export const ELECTRICAL_SKILLS = [
  'Battery backups (UPS)',
  'Solar panels and batteries',
  'Generators',
  'Low-voltage wiring',
  'Multimeter use',
  'Building controls',
] as const;

export const FIELDWORK_SKILLS = [
  'GPS navigation',
  'Weather stations',
  'Remote monitoring equipment',
  'Drone operation',
  'Documenting work with photos and notes',
  'Working in harsh climates',
  'Lifting over 50 pounds',
] as const;

export const RESPONSE_TIMES = [
  'Within 2 hours',
  'Within 4 hours',
  'Within 8 hours',
  'Within 24 hours',
  'Within one week',
] as const;

export const TRAINING_PROGRAMS = [
  'ANSEP',
  'T3 Alaska',
  'Toyo Stove Repair',
  'AVTEC Training',
  'Job Corp',
  'Yuut Elitnaurviat',
  'NACTEC',
] as const;

export const CERTIFICATIONS = [
  'OSHA 10',
  'FAA Part 107 Drone Pilot License',
  'CDL',
  'Heavy Equipment Operator',
] as const;

export const TRANSPORTATION_OPTIONS = [
  'ATV (Four Wheeler)',
  'Car/Truck',
  'Snowmachine',
  'Boat',
] as const;

export const TECHNICAL_TOOLS = [
  'Smartphone with working camera (required)',
  'Cellular data plan (recommended)',
  'Laptop',
  'Drone',
  'GoPro or alternate',
] as const;

/** The one device the technology step requires: the first in the list. */
export const REQUIRED_TECHNICAL_TOOL = TECHNICAL_TOOLS[0];

export const HAND_TOOLS = ['Basic hand tools', 'Drill', 'Multimeter', 'Cable tester'] as const;

/** Availability toggles, all false until the technician turns one on. */
export const AVAILABILITY_SLOTS = ['weekdays', 'weekends', 'evenings', 'overnight'] as const;
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];

/**
 * Custom tags typed into a list step: split on commas, trimmed, blanks dropped, and anything
 * already chosen ignored.
 */
export function addCustomTags(current: readonly string[], input: string): string[] {
  const result = [...current];
  for (const tag of input.split(',')) {
    const trimmed = tag.trim();
    if (trimmed && !result.includes(trimmed)) result.push(trimmed);
  }
  return result;
}
