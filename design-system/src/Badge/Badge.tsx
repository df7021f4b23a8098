import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The badge's text, e.g. a skill or a status. */
  children: ReactNode;
  /**
   * neutral: birch tint; primary: spruce tint, for chosen values; accent: sockeye tint, to draw the
   * eye; danger: fireweed tint, for problems. Defaults to neutral.
   */
  variant?: BadgeVariant;
  /** Shows a remove button and is called when it is pressed. */
  onRemove?: () => void;
  /** Accessible name of the remove button. Defaults to 'Remove <text>' for text badges. */
  removeLabel?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: 1.75rem;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: 1.2;
  overflow-wrap: anywhere;

  &[data-removable='true'] {
    padding-right: ${vars.space[1]};
  }

  &[data-variant='primary'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
  &[data-variant='accent'] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.accent};
  }
  &[data-variant='danger'] {
    background: ${vars.color.dangerSubtle};
    color: ${vars.color.danger};
  }
`;

const Remove = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: ${vars.font.size.md};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }
`;

/** A small label: a status, a category, or a chosen value that can be removed. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { children, variant = 'neutral', onRemove, removeLabel, ...rest },
  ref,
) {
  const label = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  return (
    <Root ref={ref} data-variant={variant} data-removable={onRemove ? 'true' : undefined} {...rest}>
      {children}
      {onRemove && (
        <Remove type="button" aria-label={label} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </Remove>
      )}
    </Root>
  );
});
Badge.displayName = 'Badge';
