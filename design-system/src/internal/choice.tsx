import styled from 'styled-components';
import { vars } from '../theme.js';

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

export const ChoiceLabel = styled.label`
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;
