import { media } from '@rha/design-system';
import styled from 'styled-components';

/** Full width on small screens, its own width from tablets up. */
export const SaveRow = styled.div`
  display: flex;
  & > * {
    width: 100%;
  }
  ${media.atLeast.md} {
    & > * {
      width: auto;
    }
  }
`;
