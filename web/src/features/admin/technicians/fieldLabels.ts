import { VETTING_FACT_LABELS, type VettingFact } from '@rha/contracts';
import type { AdminTechnicianMetadataEdit } from '../../../api/bffTypes';

export type EditableField = keyof AdminTechnicianMetadataEdit;

/** What the admin pages call each metadata field, in the edit form and in the change history. */
export const FIELD_LABELS: Record<EditableField, string> = {
  availability: 'Availability',
  handyman: 'Handyman skills',
  it: 'IT skills',
  electrical: 'Electrical skills',
  fieldwork: 'Fieldwork skills',
  responseTime: 'Response time',
  toolsHandTools: 'Hand tools',
  toolsTech: 'Tech tools',
  toolsTransport: 'Transportation',
  toolsOther: 'Other tools',
  training: 'Training',
  certifications: 'Certifications',
  references: 'References',
  goodFit: 'Why a good fit',
  hasFishCamp: 'Fish camp experience',
  fishCampResp: 'Fish camp details',
  backgroundCheck: 'Background check consent',
  ageVerified: 'Age verified',
  policyAccepted: 'Policy accepted',
  discord: 'Said yes to joining Discord',
  isTribalMember: 'Tribal member',
  tribe: 'Tribe',
  hasTravel: 'Can travel',
  travelResponse: 'Villages they can travel to',
  interviewNotes: 'Interview notes',
};

/** Every field the admin edits, in the order above. */
export const EDITABLE_FIELDS = Object.keys(FIELD_LABELS) as EditableField[];

/** A field's label (or a recorded fact's); a field these pages do not know keeps its own name. */
export function fieldLabel(field: string): string {
  if (field in FIELD_LABELS) return FIELD_LABELS[field as EditableField];
  if (field in VETTING_FACT_LABELS) return VETTING_FACT_LABELS[field as VettingFact];
  return field;
}
