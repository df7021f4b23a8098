import { describe, expect, it } from 'vitest';
import {
  ALASKA_COMMUNITIES,
  CERTIFICATIONS,
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  HAND_TOOLS,
  HANDYMAN_SKILLS,
  IT_SKILLS,
  ONBOARDING_STEPS,
  ONBOARDING_STEP_FIELDS,
  RESPONSE_TIMES,
  SERVICE_TYPE_OPTIONS,
  TECHNICAL_TOOLS,
  TIME_RANGES,
  TIME_RANGE_OPTIONS,
  TRAINING_PROGRAMS,
  TRANSPORTATION_OPTIONS,
  US_STATES,
  US_STATE_ABBREVIATIONS,
  VIDEO_DURATIONS,
  addCustomTags,
  alaskaCommunitiesByZipCode,
  alaskaCommunityByName,
  onboardingProgressPercent,
  pricing,
  usStateByNameOrCode,
} from '../src/reference.js';
import { technicianMetadataRecordSchema } from '../src/schemas.js';

const alphabetical = (names: readonly string[]) =>
  names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'en') < 0);

describe('US states', () => {
  it('are the 50 states, alphabetical, each with a two-letter code', () => {
    expect(US_STATES).toHaveLength(50);
    expect(alphabetical(US_STATES)).toBe(true);
    expect(new Set(Object.values(US_STATE_ABBREVIATIONS)).size).toBe(50);
    expect(Object.values(US_STATE_ABBREVIATIONS).every((code) => /^[A-Z]{2}$/.test(code))).toBe(
      true,
    );
    expect(US_STATES).not.toContain('District of Columbia');
  });

  it('are found by name or code', () => {
    expect(usStateByNameOrCode('ak')).toBe('Alaska');
    expect(usStateByNameOrCode('new york')).toBe('New York');
    expect(usStateByNameOrCode('Yukon')).toBeUndefined();
  });
});

describe('Alaska communities', () => {
  const names = ALASKA_COMMUNITIES.map((community) => community.name);

  it('are at least 250, alphabetical and unique', () => {
    expect(ALASKA_COMMUNITIES.length).toBeGreaterThanOrEqual(250);
    expect(alphabetical(names)).toBe(true);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it('carry 5-digit Alaska ZIP codes, most of them at least one', () => {
    for (const community of ALASKA_COMMUNITIES) {
      for (const zip of community.zipCodes) expect(zip).toMatch(/^99[5-9]\d{2}$/);
      expect(new Set(community.zipCodes).size).toBe(community.zipCodes.length);
    }
    const withZip = ALASKA_COMMUNITIES.filter((community) => community.zipCodes.length > 0);
    expect(withZip.length / ALASKA_COMMUNITIES.length).toBeGreaterThan(0.9);
  });

  it('include the places the brief names with their ZIP codes', () => {
    const expected: Record<string, string> = {
      Akiachak: '99551',
      Akiak: '99552',
      Alakanuk: '99554',
      Aleknagik: '99555',
      Allakaket: '99720',
      Ambler: '99786',
      Anchorage: '99501',
      Angoon: '99820',
      Aniak: '99557',
      Anvik: '99558',
      'Arctic Village': '99722',
      Atka: '99547',
      Atqasuk: '99791',
      Utqiagvik: '99723',
      Bethel: '99559',
      Bettles: '99726',
      Yakutat: '99689',
    };
    for (const [name, zip] of Object.entries(expected)) {
      expect(alaskaCommunityByName(name)?.zipCodes).toContain(zip);
    }
  });

  it('are looked up ignoring case, "St." and former names', () => {
    expect(alaskaCommunityByName('  bethel ')?.name).toBe('Bethel');
    expect(alaskaCommunityByName('Barrow')?.name).toBe('Utqiagvik');
    expect(alaskaCommunityByName('Utqiaġvik')?.name).toBe('Utqiagvik');
    expect(alaskaCommunityByName('St. Paul')?.name).toBe('Saint Paul');
    expect(alaskaCommunityByName('St Marys')?.name).toBe("Saint Mary's");
    expect(alaskaCommunityByName('Seattle')).toBeUndefined();
  });

  it('are found by ZIP code', () => {
    const names99559 = alaskaCommunitiesByZipCode('99559').map((community) => community.name);
    expect(names99559).toContain('Bethel');
    expect(alaskaCommunitiesByZipCode('10001')).toEqual([]);
  });
});

describe('onboarding', () => {
  it("has the spec's 21 steps in order", () => {
    expect(ONBOARDING_STEPS).toEqual([
      'ageVerification',
      'it',
      'handyman',
      'electrical',
      'fieldwork',
      'availability',
      'responseTime',
      'fishCamp',
      'travel',
      'training',
      'certifications',
      'toolsTech',
      'toolsHandTools',
      'toolsTransport',
      'toolsOther',
      'goodFit',
      'tribalMember',
      'backgroundCheck',
      'references',
      'discord',
      'finalReview',
    ]);
  });

  it('saves only real technician metadata fields at each step', () => {
    const known = Object.keys(technicianMetadataRecordSchema.shape);
    for (const fields of Object.values(ONBOARDING_STEP_FIELDS)) {
      for (const field of fields) expect(known).toContain(field);
    }
  });

  it('shows progress as the step index over steps minus one, rounded', () => {
    expect(onboardingProgressPercent(0)).toBe(0);
    expect(onboardingProgressPercent(1)).toBe(5);
    expect(onboardingProgressPercent(10)).toBe(50);
    expect(onboardingProgressPercent(20)).toBe(100);
  });

  it('have option lists of the spec sizes and items', () => {
    expect(IT_SKILLS).toHaveLength(9);
    expect(HANDYMAN_SKILLS).toHaveLength(6);
    expect(ELECTRICAL_SKILLS).toHaveLength(6);
    expect(FIELDWORK_SKILLS).toHaveLength(7);
    expect(FIELDWORK_SKILLS).toContain('Lifting over 50 pounds');
    expect(RESPONSE_TIMES).toEqual([
      'Within 2 hours',
      'Within 4 hours',
      'Within 8 hours',
      'Within 24 hours',
      'Within one week',
    ]);
    expect(TRAINING_PROGRAMS).toEqual([
      'ANSEP',
      'T3 Alaska',
      'Toyo Stove Repair',
      'AVTEC Training',
      'Job Corp',
      'Yuut Elitnaurviat',
      'NACTEC',
    ]);
    expect(CERTIFICATIONS).toEqual([
      'OSHA 10',
      'FAA Part 107 Drone Pilot License',
      'CDL',
      'Heavy Equipment Operator',
    ]);
    expect(TRANSPORTATION_OPTIONS).toEqual([
      'ATV (Four Wheeler)',
      'Car/Truck',
      'Snowmachine',
      'Boat',
    ]);
    expect(TECHNICAL_TOOLS).toHaveLength(5);
    expect(HAND_TOOLS).toEqual(['Basic hand tools', 'Drill', 'Multimeter', 'Cable tester']);
  });

  it('splits custom tags on commas, trimmed, without blanks or duplicates', () => {
    expect(addCustomTags(['Drill'], ' Chainsaw, ,drill ,Drill, Auger ,Chainsaw')).toEqual([
      'Drill',
      'Chainsaw',
      'drill',
      'Auger',
    ]);
  });
});

describe('service request reference data', () => {
  it("has the spec's time ranges with 'Anytime' displayed in full", () => {
    expect(TIME_RANGES).toEqual([
      '8:00 AM - 10:00 AM',
      '10:00 AM - 12:00 PM',
      '12:00 PM - 2:00 PM',
      '2:00 PM - 4:00 PM',
      '4:00 PM - 6:00 PM',
      'Anytime',
    ]);
    expect(TIME_RANGE_OPTIONS.at(-1)).toEqual({
      value: 'Anytime',
      label: 'Anytime during business hours',
    });
  });

  it('spells the video durations exactly as the spec, greated-than-8 included', () => {
    expect(VIDEO_DURATIONS).toEqual([
      'less-than-30',
      '30-60',
      '1-2',
      '2-4',
      '4-6',
      '6-8',
      'greated-than-8',
    ]);
  });

  it('describes the three service types', () => {
    expect(SERVICE_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'remote-hands',
      'remote-eyes',
      'custom-request',
    ]);
    for (const option of SERVICE_TYPE_OPTIONS) {
      expect(option.label).not.toBe('');
      expect(option.description).not.toBe('');
    }
  });

  it("carries the spec's prices", () => {
    expect(pricing.proPackageUsd).toBe(800);
    expect(pricing.baseline).toEqual({
      priceUsd: 900,
      includedHours: 4,
      hourlyRateAfterUsd: 225,
      warrantyDays: 7,
    });
    expect([pricing.remoteEyes.minPriceUsd, pricing.remoteEyes.maxPriceUsd]).toEqual([200, 400]);
    expect(pricing.remoteEyes.maxPhotos).toBe(20);
  });
});
