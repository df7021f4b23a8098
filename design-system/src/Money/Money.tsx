import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in whole cents, as the server computed it; negative for a credit. */
  cents: number;
  /** ISO 4217 code; USD unless said otherwise. */
  currency?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency, made once: building one costs more than formatting with it. */
function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format;
}

/** Whole cents as the amount people read, e.g. 123456 as '$1,234.56' and -90000 as '-$900.00'. */
export function formatMoney(cents: number, currency = 'USD'): string {
  return formatOf(currency).format(cents / 100);
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount of money, its digits lined up in columns. */
export const Money = forwardRef<HTMLSpanElement, MoneyProps>(function Money(
  { cents, currency = 'USD', ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-negative={cents < 0 || undefined} {...rest}>
      {formatMoney(cents, currency)}
    </Root>
  );
});
Money.displayName = 'Money';
