import styled from 'styled-components';
import { vars } from '@rha/design-system';

const Mark = styled.span`
  color: ${vars.color.danger};
  margin-inline-start: 0.15em;
`;

/** A field label with the required star; the field itself says "required" to assistive technology. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <Mark aria-hidden="true">*</Mark>
    </>
  );
}
