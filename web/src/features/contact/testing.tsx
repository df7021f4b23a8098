import { createBffClient } from '@rha/contracts/clients';
import { createToaster, ToastProvider } from '@rha/design-system';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { BffClientProvider } from '../../api/BffClientProvider';
import type { CaptchaWidgetProps } from './CaptchaWidget';

/**
 * Stands in for the ALTCHA widget in jsdom, which runs no workers: two buttons play the widget's
 * events, solving and expiring, as CaptchaWidget reports them. Told to solve on load, it is solved
 * as soon as it is shown, as the real one is a moment later.
 */
export function FakeCaptchaWidget({ onChange, onExpired, solve }: CaptchaWidgetProps) {
  useEffect(() => {
    if (solve === 'onload') onChange('solved-captcha-payload');
    // Once per widget, as the real one solves once per mount.
  }, []);
  return (
    <div>
      <button type="button" onClick={() => onChange('solved-captcha-payload')}>
        Solve the captcha
      </button>
      <button
        type="button"
        onClick={() => {
          onChange('');
          onExpired();
        }}
      >
        Let the captcha expire
      </button>
    </div>
  );
}

/** How the fake bff answers POST /api/contact: a status with a problem body, a network failure, or never. */
export type ContactAnswer = { status: number; body?: unknown } | 'network-error' | 'pending';

/** An in-memory bff that answers POST /api/contact, recording the bodies it receives. */
export function fakeContactBff(answer: ContactAnswer = { status: 202 }) {
  const bodies: unknown[] = [];
  let release: (() => void) | undefined;
  const fetch = async (request: Request): Promise<Response> => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/contact') {
      return new Response(null, { status: 404 });
    }
    bodies.push(await request.json());
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'pending') {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response(JSON.stringify({ id: 'sent' }), { status: 202 });
    }
    const contentType = answer.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': contentType },
    });
  };
  return {
    client: createBffClient({
      baseUrl: 'http://localhost',
      fetch: fetch as typeof globalThis.fetch,
    }),
    bodies,
    /** Lets a 'pending' answer complete with a 202. */
    release: () => release?.(),
  };
}

export function renderWithBff(ui: ReactNode, bff: ReturnType<typeof fakeContactBff>) {
  return render(
    <ToastProvider toaster={createToaster()}>
      <BffClientProvider client={bff.client}>{ui}</BffClientProvider>
    </ToastProvider>,
  );
}
