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
  backgroundCheck: 'Background check completed',
  ageVerified: 'Age verified',
  policyAccepted: 'Policy accepted',
  discord: 'Joined Discord',
  isTribalMember: 'Tribal member',
  tribe: 'Tribe',
  hasTravel: 'Can travel',
  travelResponse: 'Villages they can travel to',
  interviewNotes: 'Interview notes',
};

/** Every field the admin edits, in the order above. */
export const EDITABLE_FIELDS = Object.keys(FIELD_LABELS) as EditableField[];

/** A field's label; a field these pages do not know keeps its own name. */
export function fieldLabel(field: string): string {
  return field in FIELD_LABELS ? FIELD_LABELS[field as EditableField] : field;
}
