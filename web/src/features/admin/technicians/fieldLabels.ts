import { VETTING_FACT_LABELS, type VettingFact } from '@rha/contracts';
import { QUESTIONNAIRE_FIELD_LABELS } from '@rha/contracts/questionnaire';
import type { AdminTechnicianMetadataEdit } from '../../../api/bffTypes';

export type EditableField = keyof AdminTechnicianMetadataEdit;

/** Each field the admin edits, called as the questionnaire asks it; none may lack its label. */
export const FIELD_LABELS: Readonly<Record<EditableField, string>> = QUESTIONNAIRE_FIELD_LABELS;

/** Every field the admin edits. */
export const EDITABLE_FIELDS = Object.keys(FIELD_LABELS) as EditableField[];

/** A field's label (or a recorded fact's); a field these pages do not know keeps its own name. */
export function fieldLabel(field: string): string {
  if (field in FIELD_LABELS) return FIELD_LABELS[field as EditableField];
  if (field in VETTING_FACT_LABELS) return VETTING_FACT_LABELS[field as VettingFact];
  return field;
}
