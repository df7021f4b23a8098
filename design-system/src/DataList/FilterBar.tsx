import { forwardRef, type FormHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';
import { media } from '../tokens/index.js';

export interface FilterBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'role'> {
  /** Names the search landmark, e.g. 'Filter technicians'. */
  'aria-label': string;
}

const Root = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  /* Two controls a row on a phone, so the list starts within the first screen. */
  & > * {
    flex: 1 1 8.5rem;
    min-width: 0;
  }

  /* The search, first, has a row of its own there. */
  & > *:first-child {
    flex-basis: 100%;
  }

  ${media.atLeast.md} {
    & > * {
      flex-basis: 11rem;
    }

    & > *:first-child {
      flex-basis: 11rem;
    }
  }
`;

/**
 * The search field and filters of a list, side by side and wrapping on narrow screens. Each
 * control applies as it changes, so pressing Enter submits nothing.
 */
export const FilterBar = forwardRef<HTMLFormElement, FilterBarProps>(function FilterBar(
  { onSubmit, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
      {...rest}
    />
  );
});
FilterBar.displayName = 'FilterBar';
