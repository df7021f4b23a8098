import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../FieldError/FieldError.js';
import { vars } from '../theme.js';
import { FieldHint, type FieldIds } from './field.js';

/** A control (checkbox, switch, radio) beside its label, with hint and error under the label. */
export const ChoiceRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
  align-items: start;
`;

export const ChoiceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-top: 0.1rem;
`;

/** The square or round box of a checkbox or radio button; give it its border-radius. */
export const choiceBoxCss = `
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.375rem;
  height: 1.375rem;
  padding: 0;
  border: 2px solid ${vars.color.borderStrong};
  background: ${vars.color.surface};
  cursor: pointer;
`;

/** Checked, invalid and disabled looks of a single on/off control (checkbox box, switch track). */
export const choiceStateCss = `
  &[data-state='checked'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const ChoiceLabel = styled.label`
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

export interface ChoiceShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Greys the label. */
  disabled?: boolean | undefined;
  /** The control (checkbox box, switch track), left of the label. */
  children: ReactNode;
}

/** A single on/off control beside its label, with the hint and error under the label. */
export function ChoiceShell({ ids, label, hint, error, disabled, children }: ChoiceShellProps) {
  return (
    <ChoiceRoot>
      {children}
      <ChoiceText>
        <ChoiceLabel htmlFor={ids.controlId} data-disabled={disabled || undefined}>
          {label}
        </ChoiceLabel>
        {ids.hintId && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        {ids.errorId && <FieldError id={ids.errorId}>{error}</FieldError>}
      </ChoiceText>
    </ChoiceRoot>
  );
}
