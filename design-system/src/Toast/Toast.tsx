import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';
import { defaultToaster, type Toaster, type ToastMessage, type ToastVariant } from './toaster.js';

export type { ToastVariant };

/** How long a toast stays before it dismisses itself, unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

export interface ToastProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixToast.Root>,
  'title' | 'type' | 'children'
> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * default: a confirmation, announced politely; destructive: an error, announced at once and
   * tinted with the danger colour. Defaults to default.
   */
  variant?: ToastVariant;
  /** Accessible name of the dismiss button. Defaults to 'Dismiss'. */
  dismissLabel?: string;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Where the toasts come from. Defaults to the shared toaster that `toast()` uses. */
  toaster?: Toaster;
  /** How long each toast stays, in ms. Defaults to 5000. */
  duration?: number;
  /** Word read before each toast's text when it is announced. Defaults to 'Notification'. */
  label?: string;
  /** Name of the toasts' landmark; {hotkey} becomes F8, which jumps to it. Defaults to 'Notifications ({hotkey})'. */
  regionLabel?: string;
  /** Accessible name of each toast's dismiss button. Defaults to 'Dismiss'. */
  dismissLabel?: string;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: translateY(0); }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.layer.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(24rem, calc(100vw - 2 * ${vars.space[4]}));
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;

  /* On a phone the bottom holds the controls being used (a step's options, its Continue): a notice
     shows at the top instead, compact, over the heading rather than the work. */
  ${media.below.sm} {
    top: ${vars.space[2]};
    right: ${vars.space[2]};
    bottom: auto;
    left: ${vars.space[2]};
    width: auto;

    & > li {
      padding: ${vars.space[3]};
    }
  }
`;

const Root = styled(RadixToast.Root)`
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
  animation: ${slideIn} ${vars.motion.duration.base} ${vars.motion.easing.enter};

  &[data-variant='destructive'] {
    border-left-color: ${vars.color.danger};
    background: ${vars.color.dangerSubtle};
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${vars.font.weight.semibold};

  [data-variant='destructive'] & {
    color: ${vars.color.danger};
  }
`;

const Description = styled(RadixToast.Description)`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const Dismiss = styled(RadixToast.Close)`
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

/** One toast (Radix). Rendered by ToastProvider; use it directly only inside one. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { title, description, variant = 'default', dismissLabel = 'Dismiss', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      {...rest}
    >
      <Body>
        <Title>{title}</Title>
        {description !== undefined && <Description>{description}</Description>}
      </Body>
      <Dismiss aria-label={dismissLabel}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Root>
  );
});
Toast.displayName = 'Toast';

const ToasterContext = createContext<Toaster | null>(null);

/**
 * Shows the toaster's toast, one at a time, in a landmark at the bottom corner (F8 jumps to it).
 * Each closes itself after `duration` ms (paused while hovered or focused), with its dismiss button,
 * Escape, or a swipe. Render it once around the app; raise toasts with `useToast()` or `toast()`.
 */
export function ToastProvider({
  children,
  toaster = defaultToaster,
  duration = TOAST_DURATION_MS,
  label = 'Notification',
  regionLabel = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const current = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <ToasterContext.Provider value={toaster}>
      <RadixToast.Provider duration={duration} label={label}>
        {children}
        {current && (
          <Toast
            key={current.id}
            title={current.title}
            description={current.description}
            variant={current.variant ?? 'default'}
            dismissLabel={dismissLabel}
            {...(current.duration !== undefined ? { duration: current.duration } : {})}
            onOpenChange={(open) => {
              if (!open) toaster.dismiss(current.id);
            }}
          />
        )}
        <Viewport label={regionLabel} />
      </RadixToast.Provider>
    </ToasterContext.Provider>
  );
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  toast(message: ToastMessage): void;
  /** Dismisses the toast on screen, if any. */
  dismiss(): void;
}

/** Raises toasts on the nearest ToastProvider's toaster. */
export function useToast(): ToastApi {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return useMemo(
    () => ({
      toast: (message) => toaster.show(message),
      dismiss: () => {
        const shown = toaster.getSnapshot();
        if (shown) toaster.dismiss(shown.id);
      },
    }),
    [toaster],
  );
}
