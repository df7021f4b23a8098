import { TECHNICIAN_LIST_FIELDS, type FieldError } from '@rha/contracts';
import { changedFrom } from '../drafts/formDraft';
import type {
  TechnicianMetadata,
  TechnicianMetadataSave,
  TechnicianReference,
} from '../../api/bffTypes';

/**
 * What the profile page edits: every metadata field and its owner, without the onboarding progress
 * or the vetting status, which only the server and the admins change.
 */
export type ProfileDraft = Omit<TechnicianMetadata, 'onboarding' | 'vettingStatus'>;

export type ListField = {
  [Field in keyof ProfileDraft]: ProfileDraft[Field] extends string[] ? Field : never;
}[keyof ProfileDraft];

export function draftOf(metadata: TechnicianMetadata): ProfileDraft {
  const { onboarding: _progress, vettingStatus: _vetting, ...draft } = metadata;
  return draft;
}

/** The fields the person has changed from what is stored: all the device's draft needs to hold. */
export function changedFields(
  stored: TechnicianMetadata,
  draft: ProfileDraft,
): Partial<ProfileDraft> {
  return changedFrom(draft, draftOf(stored));
}

/** A stored change is put back only where it has the field's shape; the rest counts as none. */
function hasShapeOf(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) return Array.isArray(value);
  return typeof value === typeof like && (value === null) === (like === null);
}

/** The device's unsaved changes to the stored answers, read from its draft. */
export function changesOnDevice(
  stored: TechnicianMetadata,
  deviceValues: Record<string, unknown> | undefined,
): Partial<ProfileDraft> {
  const storedDraft = draftOf(stored) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(deviceValues ?? {}).filter(
      ([field, value]) => field in storedDraft && hasShapeOf(value, storedDraft[field]),
    ),
  ) as Partial<ProfileDraft>;
}

/** Entries trimmed, blanks dropped and repeats ignored, first one kept. */
export function cleanList(list: readonly string[]): string[] {
  return [...new Set(list.map((entry) => entry.trim()).filter(Boolean))];
}

function cleanReference(reference: TechnicianReference): TechnicianReference {
  return {
    ...reference,
    name: reference.name.trim(),
    phoneNumber: reference.phoneNumber.trim(),
  };
}

/**
 * The whole object the profile page saves, owner included. Lists lose blank and repeated entries;
 * references keep their positions, so the server's errors ('references.1.name') find their row.
 */
export function saveBodyOf(draft: ProfileDraft): TechnicianMetadataSave {
  const body: TechnicianMetadataSave = { ...draft };
  for (const field of TECHNICIAN_LIST_FIELDS) body[field] = cleanList(draft[field]);
  body.references = draft.references.map(cleanReference);
  return body;
}

/**
 * The server's message for a field, matched on its path: a list's error ('handyman.3') shows
 * under the list.
 */
export function errorFor(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((error) => error.field === field || error.field.startsWith(`${field}.`))
    ?.message;
}
