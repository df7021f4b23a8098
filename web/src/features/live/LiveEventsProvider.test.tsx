import { act, cleanup, render } from '@testing-library/react';
import { useContext, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../auth/AuthContext';
import { fakeAuth } from '../../testing/renderApp';
import { LiveEventsContext, LiveEventsProvider } from './LiveEventsProvider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A listener that comes later, as the top bar's chunk does, and keeps what it hears. */
function LateListener({ heard }: { heard: unknown[] }) {
  const hub = useContext(LiveEventsContext);
  const [here, setHere] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHere(true), 50);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!here || !hub) return undefined;
    return hub.subscribe((type, data) => {
      if (type !== 'ready') heard.push({ type, data });
    });
  }, [here, hub]);
  return null;
}

describe('the live events provider', () => {
  it('opens the stream once something listens, so its first event reaches a late listener', async () => {
    const opened: string[] = [];
    const answers = ['id: 7\nevent: ready\ndata: {}\n\nid: 8\nevent: call\ndata: {"ring":1}\n\n'];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        opened.push(url);
        const answer = answers.shift();
        return answer === undefined
          ? new Promise<Response>(() => {})
          : new Response(answer, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const heard: unknown[] = [];
    render(
      <AuthContext.Provider value={fakeAuth({ status: 'authenticated' })}>
        <LiveEventsProvider>
          <LateListener heard={heard} />
        </LiveEventsProvider>
      </AuthContext.Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(opened).toEqual([]);

    await vi.waitFor(() => expect(heard).toEqual([{ type: 'call', data: { ring: 1 } }]));
    expect(opened[0]).toBe('/api/live');
  });
});
