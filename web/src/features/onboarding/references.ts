import type { TechnicianReference } from '../../api/bffTypes';
import { newDraftUuid } from '../signup/draftUuid';
import { isFullReferencePhone } from './referencePhone';

/** The reference being typed in, before it joins the list. */
export type ReferenceEntry = Omit<Required<TechnicianReference>, 'id'>;

export const EMPTY_REFERENCE_ENTRY: ReferenceEntry = {
  name: '',
  phoneNumber: '',
  relationship: '',
};

/** Whether the entry has everything the form marks required: a name, a full phone, a relationship. */
export function isCompleteEntry(entry: ReferenceEntry): boolean {
  return (
    entry.name.trim() !== '' &&
    isFullReferencePhone(entry.phoneNumber) &&
    entry.relationship.trim() !== ''
  );
}

/** The list with the entry added under a new id, or unchanged when it is not complete. */
export function addReference(
  references: readonly TechnicianReference[],
  entry: ReferenceEntry,
): TechnicianReference[] {
  if (!isCompleteEntry(entry)) return [...references];
  return [
    ...references,
    {
      id: newDraftUuid(),
      name: entry.name.trim(),
      phoneNumber: entry.phoneNumber.trim(),
      relationship: entry.relationship.trim(),
    },
  ];
}

/** Whether a reference may be removed: never the only one left. */
export function canRemoveReference(references: readonly TechnicianReference[]): boolean {
  return references.length > 1;
}

/** The list without the reference at that position; the only one left stays. */
export function removeReference(
  references: readonly TechnicianReference[],
  position: number,
): TechnicianReference[] {
  if (!canRemoveReference(references)) return [...references];
  return references.filter((_reference, index) => index !== position);
}
