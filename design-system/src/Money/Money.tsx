import { formatCents } from '@rha/contracts/reference';
import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in whole US cents, as the server computed it; negative for a credit. */
  cents: number;
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount of money as people read it ('$1,981.25'), its digits lined up in columns. */
export const Money = forwardRef<HTMLSpanElement, MoneyProps>(function Money(
  { cents, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-negative={cents < 0 || undefined} {...rest}>
      {formatCents(cents)}
    </Root>
  );
});
Money.displayName = 'Money';
