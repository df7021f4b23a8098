import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { openLiveStream } from './liveStream';

type Listener = (type: string, data: unknown) => void;

interface LiveEvents {
  subscribe(listener: Listener): () => void;
}

export const LiveEventsContext = createContext<LiveEvents | null>(null);

// Apart from `useLiveEvent`, which checks each event against its contract schema: the provider sits
// on every page, the listeners only on signed-in ones, so visitors download none of the schemas.

/**
 * The signed-in person's one live stream (`/api/live`), shared by every part of the app that
 * listens. Opened on sign-in, closed on sign-out.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { status, getToken } = useAuth();
  const [hub] = useState(() => {
    const listeners = new Set<Listener>();
    return {
      listeners,
      subscribe(listener: Listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
  });
  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;

  useEffect(() => {
    if (status !== 'authenticated') return undefined;
    const stream = openLiveStream({
      url: '/api/live',
      getToken: () => getTokenRef.current(),
      onEvent: (type, data) => {
        for (const listener of hub.listeners) listener(type, data);
      },
      onConnected: () => {
        for (const listener of hub.listeners) listener('ready', {});
      },
    });
    return () => stream.close();
  }, [status, hub]);

  return <LiveEventsContext.Provider value={hub}>{children}</LiveEventsContext.Provider>;
}
