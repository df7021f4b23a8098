import { vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space[3]};
  padding: 0;
  font-weight: ${vars.font.weight.semibold};
`;

/** Controls that answer one question together, named by the question's label. */
export function QuestionGroup({
  label,
  errorId,
  children,
}: {
  label: string;
  /** The id of the group's message, while it has one. */
  errorId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Fieldset {...(errorId ? { 'aria-describedby': errorId } : {})}>
      <Legend>{label}</Legend>
      {children}
    </Fieldset>
  );
}
