import type { QuestionnaireField } from '@rha/contracts/questionnaire';
import type { TechnicianMetadata } from '../../api/bffTypes';

/**
 * Every answer a question may edit: the metadata without its owner, progress and vetting status.
 * Only the admin's form holds the interview notes.
 */
export type QuestionnaireValues = Omit<
  TechnicianMetadata,
  'userId' | 'onboarding' | 'vettingStatus'
> & {
  interviewNotes?: string;
};

export interface QuestionFieldProps {
  values: QuestionnaireValues;
  onChange(patch: Partial<QuestionnaireValues>): void;
  /** The message to show under a field, by its path ('references.1.name' for one reference's). */
  errorOf(field: QuestionnaireField | (string & {})): string | undefined;
  /**
   * The id of a heading that already names the question (the onboarding's step heading): a group
   * is then labelled by it rather than by a legend of its own.
   */
  labelledBy?: string | undefined;
}
