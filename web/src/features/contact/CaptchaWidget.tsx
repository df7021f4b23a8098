import { vars } from '@rha/design-system';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Where the widget fetches its proof-of-work challenge: the bff, on the app's own origin. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaWidgetProps {
  /** The widget's payload once solved, '' whenever it is not (unsolved, solving, failed). */
  onChange(token: string): void;
  /** The solved challenge ran out of time: the token is gone and must be earned again. */
  onExpired(): void;
  /**
   * When the proof of work starts: 'onfocus' (the default) once the form is focused, 'onload' at
   * once, for a signed-in person who has nothing to type before sending.
   */
  solve?: 'onfocus' | 'onload';
}

let widgetModule: Promise<unknown> | undefined;

/** Loads the altcha element once, on first use, whatever number of forms show it. */
function loadWidget(): Promise<unknown> {
  widgetModule ??= import('./altchaWidget').catch((error: unknown) => {
    widgetModule = undefined;
    throw error;
  });
  return widgetModule;
}

// The widget's reserved height stops the form below it from jumping when the element upgrades.
const Frame = styled.div`
  min-height: 4.25rem;
  --altcha-max-width: 100%;
  --altcha-border-radius: ${vars.radius.md};
  --altcha-border-color: ${vars.color.border};
  --altcha-color-base: ${vars.color.surface};
  --altcha-color-base-content: ${vars.color.text};
  --altcha-color-primary: ${vars.color.primary};
  --altcha-color-primary-content: ${vars.color.onPrimary};
  --altcha-color-error: ${vars.color.danger};
  --altcha-color-error-content: ${vars.color.onDanger};

  /* The widget's own box edge comes out at zero width here, so an unticked box was invisible: it is
     drawn with the design's strong border instead, until the tick fills it. */
  .altcha-checkbox input:not(:checked) {
    border: 2px solid ${vars.color.borderStrong};
    background: ${vars.color.surface};
  }
`;

const LoadFailure = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

/**
 * The ALTCHA human check: a proof-of-work the browser solves (it starts as soon as the form is focused),
 * verified by the bff when the form is sent. Remount it (a new `key`) to clear a used token.
 */
export function CaptchaWidget({ onChange, onExpired, solve = 'onfocus' }: CaptchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The element's listeners are attached once; they read the latest callbacks from here.
  const callbacks = useRef({ onChange, onExpired });
  useEffect(() => {
    callbacks.current = { onChange, onExpired };
  });

  useEffect(() => {
    let cancelled = false;
    loadWidget().catch((error: unknown) => {
      console.error('The captcha widget failed to load', error);
      if (!cancelled) setLoadFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onVerified = (event: Event) => {
      callbacks.current.onChange(payloadOf(event));
    };
    const onStateChange = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'verified') {
        callbacks.current.onChange('');
      }
    };
    const onExpiredEvent = () => {
      callbacks.current.onChange('');
      callbacks.current.onExpired();
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpiredEvent);
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpiredEvent);
    };
  }, []);

  return (
    <Frame>
      <altcha-widget ref={widgetRef} challenge={CAPTCHA_CHALLENGE_URL} auto={solve} />
      {loadFailed && (
        <LoadFailure role="alert">
          The human check could not load. Please reload the page and try again.
        </LoadFailure>
      )}
    </Frame>
  );
}

function payloadOf(event: Event): string {
  const payload = (event as CustomEvent<{ payload?: unknown }>).detail?.payload;
  return typeof payload === 'string' ? payload : '';
}
