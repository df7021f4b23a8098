import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { media, type SpaceToken } from '../tokens/index.js';
import { vars } from '../theme.js';

export type GridColumns = 1 | 2 | 3 | 4;
export type GridElement = 'div' | 'ul' | 'ol' | 'section';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Columns on wide screens (from 1024px). Small screens always show one column; tablets show up to
   * two. Defaults to 3.
   */
  columns?: GridColumns;
  /** Space between cells, a key of the space scale. Defaults to 6 (1.5rem). */
  gap?: SpaceToken;
  /** The element to render; ul/ol for lists of cards. Defaults to div. */
  as?: GridElement;
}

const gapRules = Object.entries(vars.space)
  .map(([key, value]) => `&[data-gap='${key}'] { gap: ${value}; }`)
  .join('\n');

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.atLeast.md} {
    &:not([data-columns='1']) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  ${media.atLeast.lg} {
    &[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  ${gapRules}
`;

/** Equal-width columns that collapse to one on small screens: cards, feature lists, form rows. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { columns = 3, gap = 6, as = 'div', ...rest },
  ref,
) {
  return <Root ref={ref} as={as} data-columns={columns} data-gap={gap} {...rest} />;
});
Grid.displayName = 'Grid';
