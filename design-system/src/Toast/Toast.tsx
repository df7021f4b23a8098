import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Short headline, e.g. 'Message Sent' or 'Logout Error'. */
  title: ReactNode;
  /** One or two sentences of detail. */
  description?: ReactNode;
  /**
   * default: a confirmation, announced politely (role=status); destructive: an error, announced at once
   * (role=alert). Defaults to default.
   */
  variant?: ToastVariant;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. Defaults to 'Dismiss'. */
  dismissLabel?: string;
}

export type ToastRegionProps = HTMLAttributes<HTMLElement>;

const Region = styled.section`
  position: fixed;
  right: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.layer.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(24rem, calc(100vw - 2 * ${vars.space[4]}));

  &:empty {
    display: none;
  }

  ${media.below.sm} {
    left: ${vars.space[4]};
  }
`;

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${vars.color.primary};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  &[data-variant='destructive'] {
    border-left-color: ${vars.color.danger};
    background: ${vars.color.dangerSubtle};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Title = styled.p`
  font-weight: ${vars.font.weight.semibold};

  [data-variant='destructive'] & {
    color: ${vars.color.danger};
  }
`;

const Description = styled.p`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const Dismiss = styled.button`
  flex: none;
  width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.lg};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
`;

/** Where toasts appear: a labelled region fixed to the bottom corner of the viewport. */
export const ToastRegion = forwardRef<HTMLElement, ToastRegionProps>(function ToastRegion(
  { 'aria-label': label = 'Notifications', ...rest },
  ref,
) {
  return <Region ref={ref} aria-label={label} {...rest} />;
});
ToastRegion.displayName = 'ToastRegion';

/** A short notice about the outcome of an action. Place it inside a ToastRegion. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { title, description, variant = 'default', onDismiss, dismissLabel = 'Dismiss', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-variant={variant}
      {...rest}
    >
      <Body>
        <Title>{title}</Title>
        {description !== undefined && <Description>{description}</Description>}
      </Body>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Dismiss>
      )}
    </Root>
  );
});
Toast.displayName = 'Toast';
