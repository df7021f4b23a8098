import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface KeyFigureProps extends HTMLAttributes<HTMLDivElement> {
  /** What the figure is, e.g. 'Pay'. */
  label: ReactNode;
  /** The figure itself, shown large, e.g. '$75/h, up to 6 h ($450)'. */
  children: ReactNode;
  /** A short line under the figure, e.g. what it covers or who set it. */
  hint?: ReactNode;
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.text};
`;

const Label = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;

const Figure = styled.span`
  color: ${vars.color.primary};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/**
 * One figure a person must see before deciding, set apart and large: the pay on an offer, an
 * amount due. Label, figure and hint read in that order.
 */
export const KeyFigure = forwardRef<HTMLDivElement, KeyFigureProps>(function KeyFigure(
  { label, children, hint, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Label>{label}</Label>
      <Figure>{children}</Figure>
      {hint && <Hint>{hint}</Hint>}
    </Root>
  );
});
KeyFigure.displayName = 'KeyFigure';
