import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './AuthContext';
import { AuthProvider } from './AuthProvider';
import { createAuthSession } from './authSession';

const ORIGIN = 'http://localhost:8080';

function newSession() {
  return createAuthSession({
    connect: vi.fn(() => new Promise<never>(() => undefined)),
    origin: ORIGIN,
    currentPath: () => '/services',
    clearQueryCache: vi.fn(),
    notify: vi.fn(),
  });
}

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

describe('AuthProvider on a prerendered page', () => {
  it('hydrates with the session not yet started and renders its consumers only once', async () => {
    const renders: string[] = [];
    function Status() {
      const { status } = useAuth();
      renders.push(status);
      return <p>{status}</p>;
    }
    const page = (session: ReturnType<typeof newSession>) => (
      <AuthProvider session={session}>
        <Status />
      </AuthProvider>
    );

    container = document.createElement('div');
    container.innerHTML = renderToString(page(newSession()));
    document.body.append(container);
    renders.length = 0;

    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container!, page(newSession()), { onRecoverableError }),
    );
    // A second render here would be React rendering every consumer again, synchronously, because the
    // session's snapshot is not the one the page was prerendered with.
    expect(renders).toEqual(['loading']);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
