import { vars } from '@rha/design-system';
import styled from 'styled-components';

/** A subsection's heading, styled like the service log's beside it. */
export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;
