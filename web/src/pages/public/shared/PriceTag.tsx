import { vars } from '@rha/design-system';
import styled from 'styled-components';
import { formatUsd } from '../content/money';

const Root = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};

  & strong {
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size['4xl']};
    line-height: ${vars.font.lineHeight.tight};
    color: ${vars.color.primary};
  }

  & span {
    color: ${vars.color.textMuted};
  }
`;

export interface PriceTagProps {
  amount: number;
  /** The top of a price range. */
  upTo?: number;
  /** What the price buys, e.g. 'per service'. */
  unit: string;
}

/** A price set large, with what it buys beside it. */
export function PriceTag({ amount, upTo, unit }: PriceTagProps) {
  return (
    <Root>
      <strong>
        {formatUsd(amount)}
        {upTo !== undefined && `–${formatUsd(upTo)}`}
      </strong>
      <span>{unit}</span>
    </Root>
  );
}
