import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Slot } from '../internal/Slot.js';
import { SpinnerRing } from '../Spinner/Spinner.js';
import { vars } from '../theme.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * primary: the main action of a view; secondary: outlined, for alternatives; ghost: text-like, for
   * low-emphasis actions in bars and menus; destructive: actions that delete or cannot be undone.
   * Defaults to primary.
   */
  variant?: ButtonVariant;
  /** Height and padding: sm 2rem, md 2.5rem, lg 3rem. Defaults to md. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy while an action is pending. */
  loading?: boolean;
  /** Label shown while `loading`, e.g. 'Logging out...'. Without it the normal label stays. */
  loadingLabel?: ReactNode;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /**
   * Gives the button's look to its single child element instead of rendering a <button>, e.g. a router
   * link: `<Button asChild><Link to="/auth/company">Create an account</Link></Button>`.
   * `loading` and `type` do not apply then, and the ref points to the child element.
   */
  asChild?: boolean;
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space[4]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: ${vars.font.family.body};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    font-size: ${vars.font.size.sm};
  }

  &[data-size='lg'] {
    min-height: ${vars.size.controlLg};
    padding: 0 ${vars.space[6]};
    font-size: ${vars.font.size.lg};
  }

  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
    color: ${vars.color.onPrimary};
  }

  &[data-variant='secondary'] {
    background: ${vars.color.surface};
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.primary};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }

  &[data-variant='destructive'] {
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
  }
  &[data-variant='destructive']:hover:not(:disabled) {
    background: ${vars.color.dangerHover};
    color: ${vars.color.onDanger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The one button of the product: actions, and (with `asChild`) links that look like actions. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel,
    fullWidth = false,
    asChild = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const look = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? 'true' : undefined,
  };

  if (asChild) {
    return (
      <StyledButton as={Slot} ref={ref} {...look} {...rest}>
        {children}
      </StyledButton>
    );
  }

  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...look}
      {...rest}
    >
      {loading && <SpinnerRing data-size="sm" aria-hidden="true" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </StyledButton>
  );
});
Button.displayName = 'Button';
