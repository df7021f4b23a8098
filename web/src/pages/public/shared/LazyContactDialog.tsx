import { Button, type ButtonSize, type ButtonVariant } from '@rha/design-system';
import type * as ContactFeature from '../../../features/contact';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';

let contactFeature: Promise<typeof ContactFeature> | undefined;
let contactFeatureLoaded = false;

/** Starts (once) the download of the contact form, its dialog, its validation and its human check. */
function loadContactFeature() {
  contactFeature ??= import('../../../features/contact').then(
    (module) => {
      contactFeatureLoaded = true;
      return module;
    },
    (error: unknown) => {
      contactFeature = undefined;
      throw error;
    },
  );
  return contactFeature;
}

const preload = () => void loadContactFeature().catch(() => undefined);

const ContactDialog = lazy(() =>
  loadContactFeature().then((module) => ({ default: module.ContactDialog })),
);

export interface LazyContactDialogProps {
  /** Text of the button that opens the dialog. Defaults to 'Contact Us'. */
  triggerLabel?: string;
  /** Defaults to secondary. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens the dialog the moment its real trigger exists, for a visitor who clicked before it loaded. */
function OpenOnArrival({
  trigger,
  onOpened,
}: {
  trigger: RefObject<HTMLButtonElement | null>;
  onOpened(): void;
}) {
  useEffect(() => {
    trigger.current?.click();
    onOpened();
  }, [trigger, onOpened]);
  return null;
}

/**
 * The contact dialog of the marketing pages, downloaded only when a visitor shows interest: hovering or
 * focusing the button starts the download and a click opens the dialog as soon as it has arrived. The
 * button looks the same before and after, so nothing on the page moves.
 */
export function LazyContactDialog({
  triggerLabel = 'Contact Us',
  variant = 'secondary',
  size = 'md',
}: LazyContactDialogProps) {
  const [requested, setRequested] = useState(contactFeatureLoaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const opened = useCallback(() => setOpenOnArrival(false), []);

  if (!requested) {
    return (
      <Button
        variant={variant}
        size={size}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpenOnArrival(true);
        }}
      >
        {triggerLabel}
      </Button>
    );
  }

  return (
    <Suspense
      fallback={
        <Button variant={variant} size={size} loading>
          {triggerLabel}
        </Button>
      }
    >
      <ContactDialog
        triggerLabel={triggerLabel}
        trigger={
          <Button ref={trigger} variant={variant} size={size}>
            {triggerLabel}
          </Button>
        }
      />
      {openOnArrival && <OpenOnArrival trigger={trigger} onOpened={opened} />}
    </Suspense>
  );
}
