import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../tokens/index.js';
import { vars } from '../theme.js';

export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';
export type StackElement =
  'div' | 'main' | 'section' | 'header' | 'footer' | 'ul' | 'ol' | 'nav' | 'form';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** column (default) stacks children top to bottom; row lays them side by side. */
  direction?: StackDirection;
  /** Space between children, a key of the space scale (4 = 1rem). Defaults to 4. */
  gap?: SpaceToken;
  /** Cross-axis alignment. Defaults to stretch. */
  align?: StackAlign;
  /** Main-axis distribution. Defaults to start. */
  justify?: StackJustify;
  /** Lets row children wrap onto the next line. */
  wrap?: boolean;
  /** The element to render. Defaults to div. */
  as?: StackElement;
}

const gapRules = Object.entries(vars.space)
  .map(([key, value]) => `&[data-gap='${key}'] { gap: ${value}; }`)
  .join('\n');

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  justify-content: flex-start;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap='true'] {
    flex-wrap: wrap;
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }

  ${gapRules}
`;

/** Lays children out in one direction with a consistent gap from the space scale. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  {
    direction = 'column',
    gap = 4,
    align = 'stretch',
    justify = 'start',
    wrap = false,
    as = 'div',
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      as={as}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? 'true' : undefined}
      {...rest}
    />
  );
});
Stack.displayName = 'Stack';
