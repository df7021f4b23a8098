import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading of the dialog, which also names it, e.g. 'Contact Us'. */
  title: ReactNode;
  /** A line under the title that describes the dialog to assistive technology too. */
  description?: ReactNode;
  /** The element that opens the dialog, e.g. `<Button>Contact Us</Button>`; focus returns to it. */
  trigger?: ReactNode;
  /** Controlled open state; leave undefined (with an optional defaultOpen) to let the trigger manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called whenever the dialog wants to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Actions along the bottom, e.g. a `<DialogClose asChild><Button>Close</Button></DialogClose>`. */
  footer?: ReactNode;
  /** Maximum width: sm 24rem, md 32rem (default), lg 48rem. Always full width on small screens. */
  size?: DialogSize;
  /** Accessible name of the × button in the corner. Defaults to 'Close'. */
  closeLabel?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 0.5rem)); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.layer.dropdown};
  background: rgba(14, 43, 35, 0.55);
  animation: ${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.enter};

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${vars.layer.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: min(32rem, calc(100vw - 2 * ${vars.space[4]}));
  max-height: calc(100vh - 2 * ${vars.space[4]});
  overflow-y: auto;
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  transform: translate(-50%, -50%);
  animation: ${riseIn} ${vars.motion.duration.base} ${vars.motion.easing.enter};

  &[data-size='sm'] {
    width: min(24rem, calc(100vw - 2 * ${vars.space[4]}));
  }
  &[data-size='lg'] {
    width: min(48rem, calc(100vw - 2 * ${vars.space[4]}));
  }

  &:focus {
    outline: none;
  }

  ${media.below.sm} {
    padding: ${vars.space[5]} ${vars.space[4]};
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-right: ${vars.space[8]};
`;

const Title = styled(RadixDialog.Title)`
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};
`;

const Description = styled(RadixDialog.Description)`
  color: ${vars.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

const CloseCorner = styled(RadixDialog.Close)`
  position: absolute;
  top: ${vars.space[4]};
  right: ${vars.space[4]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size['2xl']};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
`;

/**
 * A modal dialog (Radix): focus moves into it and stays there, Escape or the × closes it, the page
 * behind is hidden from assistive technology, and focus returns to the trigger afterwards.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    title,
    description,
    trigger,
    open,
    defaultOpen,
    onOpenChange,
    footer,
    size = 'md',
    closeLabel = 'Close',
    children,
    ...rest
  },
  ref,
) {
  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger !== undefined && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content
          ref={ref}
          data-size={size}
          // Without a description there is nothing to describe the dialog with; saying so keeps
          // Radix from warning about a missing one.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          {...rest}
        >
          <Header>
            <Title>{title}</Title>
            {description !== undefined && <Description>{description}</Description>}
          </Header>
          {children}
          {footer !== undefined && <Footer>{footer}</Footer>}
          <CloseCorner aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </CloseCorner>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
Dialog.displayName = 'Dialog';

/**
 * Wraps a button inside the dialog that should close it, e.g. the contact form's 'Close' after
 * sending: `<DialogClose asChild><Button>Close</Button></DialogClose>`.
 */
export const DialogClose = RadixDialog.Close;
