import { vars } from '@rha/design-system';
import styled from 'styled-components';

/** Term and value side by side, one pair a row. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
`;
