import { defaultTechnicianMetadata } from '@rha/contracts/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { stepSave } from './onboardingAnswers';
import { forgetDraftFields, readDraft, writeDraft } from './onboardingDraft';
import { formatReferencePhone } from './referencePhone';
import { addReference, EMPTY_REFERENCE_ENTRY, removeReference } from './references';

describe('formatReferencePhone', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['907', '907'],
    ['9075', '(907) 5'],
    ['907555', '(907) 555'],
    ['9075550', '(907) 555-0'],
    ['9075550123', '(907) 555-0123'],
    ['(907) 555-0123 ext. 45', '(907) 555-0123'],
    ['phone: 907.555.01x23', '(907) 555-0123'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatReferencePhone(typed)).toBe(shown);
  });
});

describe('references', () => {
  const mary = { name: 'Mary Sheldon', phoneNumber: '(907) 555-0123', relationship: 'Aunt' };

  it('adds a reference with a new id only when it has a name and a phone', () => {
    expect(addReference([], { ...mary, name: '  ' })).toEqual([]);
    expect(addReference([], { ...mary, phoneNumber: '' })).toEqual([]);
    const [added] = addReference([], mary);
    expect(added).toEqual({ id: expect.any(String), ...mary });
    const [, second] = addReference(addReference([], mary), mary);
    expect(second?.id).not.toBe(added?.id);
  });

  it('removes by position but never the only one', () => {
    const two = addReference(addReference([], mary), { ...mary, name: 'Joe Ballot' });
    expect(removeReference(two, 0).map((reference) => reference.name)).toEqual(['Joe Ballot']);
    const one = removeReference(two, 1);
    expect(removeReference(one, 0)).toEqual(one);
  });
});

describe('stepSave', () => {
  const answers = { ...defaultTechnicianMetadata(), tribe: 'Native Village of Kotzebue' };

  it("sends the owner and exactly the step's fields", () => {
    expect(stepSave('availability', answers, 'subject')).toEqual({
      userId: 'subject',
      availability: answers.availability,
    });
    expect(stepSave('tribalMember', { ...answers, isTribalMember: true }, 'subject')).toEqual({
      userId: 'subject',
      isTribalMember: true,
      tribe: 'Native Village of Kotzebue',
    });
  });

  it('saves a No without the details typed under the question', () => {
    expect(stepSave('tribalMember', answers, 'subject')).toEqual({
      userId: 'subject',
      isTribalMember: false,
      tribe: '',
    });
  });
});

describe('onboarding draft', () => {
  beforeEach(() => localStorage.clear());

  it("is kept per technician and forgets a saved step's fields", () => {
    const draft = {
      answers: { it: ['Soldering'], goodFit: 'I fix things' },
      referenceEntry: { ...EMPTY_REFERENCE_ENTRY, name: 'Mary' },
    };
    writeDraft('tanya', draft);

    expect(readDraft('tanya')).toEqual(draft);
    expect(readDraft('someone-else')).toEqual({
      answers: {},
      referenceEntry: EMPTY_REFERENCE_ENTRY,
    });

    forgetDraftFields('tanya', ['it'], draft);
    expect(readDraft('tanya').answers).toEqual({ goodFit: 'I fix things' });
  });

  it('moves a draft from where earlier versions kept it under the prefix sign-out clears', () => {
    const kept = { answers: { goodFit: 'I fix things' }, referenceEntry: EMPTY_REFERENCE_ENTRY };
    localStorage.setItem('rha.onboarding.draft.tanya', JSON.stringify(kept));
    expect(readDraft('tanya')).toEqual(kept);
    expect(localStorage.getItem('rha.onboarding.draft.tanya')).toBeNull();
    expect(JSON.parse(localStorage.getItem('rha.draft.onboarding.tanya') ?? 'null')).toEqual(kept);
  });

  it('counts an unreadable draft as none', () => {
    localStorage.setItem('rha.draft.onboarding.tanya', '{not json');
    expect(readDraft('tanya').answers).toEqual({});
    localStorage.setItem(
      'rha.draft.onboarding.tanya',
      JSON.stringify({ answers: { it: 'Soldering', unknown: 1 }, referenceEntry: 3 }),
    );
    expect(readDraft('tanya')).toEqual({ answers: {}, referenceEntry: EMPTY_REFERENCE_ENTRY });
  });
});
