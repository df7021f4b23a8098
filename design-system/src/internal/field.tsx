import { useId, type LabelHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../FieldError/FieldError.js';
import { vars } from '../theme.js';

/** The props every form field shares. */
export interface FieldProps {
  /** The visible label, e.g. 'Email'. */
  label: ReactNode;
  /** Help text under the label, announced with the field (aria-describedby). */
  hint?: ReactNode;
  /**
   * The validation message, e.g. 'Invalid email address'. When set the field is marked aria-invalid
   * and the message is shown under it and announced with it.
   */
  error?: string | undefined;
}

export interface FieldIds {
  /** The control's id (the one given, or a generated one). */
  controlId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** aria-* props for the control that tie it to its hint and error. */
  describedBy: {
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  };
}

/**
 * Ids that wire a control to its label, hint and error. A caller's own aria-describedby is kept,
 * placed before the hint and error.
 */
export function useFieldIds(options: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  describedBy?: string | undefined;
}): FieldIds {
  const generated = useId();
  const controlId = options.id ?? generated;
  const hintId = options.hint !== undefined ? `${controlId}-hint` : undefined;
  const errorId = options.error ? `${controlId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: {
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(options.error ? { 'aria-invalid': true } : {}),
    },
  };
}

/**
 * Whether a control must be answered: the native attribute, or aria-required where the form leaves
 * checking to its own messages.
 */
export function isRequired(control: {
  required?: boolean | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
}): boolean {
  return Boolean(control.required) || String(control['aria-required']) === 'true';
}

/** Label, hint, control and error stacked with the form rhythm. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.text};

  &[data-disabled='true'] {
    color: ${vars.color.textMuted};
  }
`;

/** Names a group (radio buttons) rather than one control, so it is not a <label>. */
const GroupLabel = styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.text};
`;

/**
 * Marks a label whose field must be answered. It sits beside the label rather than in it, so the
 * label's text stays the field's name; the control says so itself with aria-required.
 */
const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.semibold};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

export const FieldHint = styled.p`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

/**
 * The look shared by text inputs, text areas, selects and the combobox input: a bordered box whose
 * border turns to the danger colour when aria-invalid.
 */
export const controlCss = `
  width: 100%;
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 1px;
    border-color: ${vars.color.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Greys the label. */
  disabled?: boolean | undefined;
  /** Marks the label as one that must be answered. */
  required?: boolean | undefined;
  /**
   * control (default): a <label> for the control. group: a plain text label that names a group
   * through aria-labelledby (the group points at ids.labelId itself).
   */
  labelKind?: 'control' | 'group';
  /** Replaces the label's htmlFor and id, e.g. downshift's getLabelProps() (same ids). */
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  /** The control, between the hint and the error. */
  children: ReactNode;
}

/** Label, hint, the control and its error, wired by the ids of useFieldIds. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  disabled,
  required,
  labelKind = 'control',
  labelProps,
  children,
}: FieldShellProps) {
  const heading =
    labelKind === 'group' ? (
      <GroupLabel id={ids.labelId}>{label}</GroupLabel>
    ) : (
      <FieldLabel
        {...(labelProps ?? { htmlFor: ids.controlId, id: ids.labelId })}
        data-disabled={disabled || undefined}
      >
        {label}
      </FieldLabel>
    );
  return (
    <FieldRoot>
      {required ? (
        <LabelRow>
          {heading}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </LabelRow>
      ) : (
        heading
      )}
      {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
