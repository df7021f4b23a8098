import { TECHNICIAN_LIST_FIELDS, type FieldError } from '@rha/contracts';
import type {
  AdminTechnicianMetadata,
  AdminTechnicianMetadataEdit,
  TechnicianReference,
} from '../../../api/bffTypes';
import { cleanList } from '../../technician/profileDraft';
import { EDITABLE_FIELDS } from './fieldLabels';

/** What the edit form changes: a copy of every editable field, so the shown details stay as stored. */
export type MetadataDraft = Omit<AdminTechnicianMetadata, 'userId'>;

export function draftOf(metadata: AdminTechnicianMetadata): MetadataDraft {
  const { userId: _owner, ...fields } = metadata;
  return structuredClone(fields);
}

function cleanReference(reference: TechnicianReference): TechnicianReference {
  return {
    ...reference,
    name: reference.name.trim(),
    phoneNumber: reference.phoneNumber.trim(),
    relationship: (reference.relationship ?? '').trim(),
  };
}

/**
 * The metadata the save sends: every editable field and nothing else. Lists lose blank and repeated
 * entries; references keep their positions, so the server's errors ('references.1.name') find them.
 */
export function editBodyOf(draft: MetadataDraft): AdminTechnicianMetadataEdit {
  const body = Object.fromEntries(
    EDITABLE_FIELDS.map((field) => [field, draft[field]]),
  ) as AdminTechnicianMetadataEdit;
  for (const field of TECHNICIAN_LIST_FIELDS) body[field] = cleanList(draft[field]);
  body.references = draft.references.map(cleanReference);
  return body;
}

/** The server's field errors by metadata field: the bff names them under `metadata.`. */
export function metadataFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({ ...error, field: error.field.replace(/^metadata\./, '') }));
}
