import { vars } from '@rha/design-system';
import styled from 'styled-components';

/**
 * Term and value side by side, one pair a row. A long term wraps rather than taking more than
 * nearly half the row, so on a phone the value keeps room to be read.
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(45%) 1fr;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.semibold};
    /* Terms are the product's own words: in a narrow pane the column keeps its longest word whole
       rather than breaking it mid-word, as the page's 'anywhere' would. */
    overflow-wrap: break-word;
  }
  dd {
    margin: 0;
  }
`;
