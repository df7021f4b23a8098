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
 * listens. Opened once signed in and something listens, closed on sign-out. The listeners come
 * in a chunk of their own, loaded after sign-in: a stream opened before them starts "from now
 * on" and hands its first events (a call ringing) to nobody, and they are not sent again.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { status, getToken } = useAuth();
  const [listening, setListening] = useState(false);
  const [hub] = useState(() => {
    const listeners = new Set<Listener>();
    return {
      listeners,
      subscribe(listener: Listener) {
        listeners.add(listener);
        setListening(true);
        return () => void listeners.delete(listener);
      },
    };
  });
  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;

  useEffect(() => {
    if (status !== 'authenticated' || !listening) return undefined;
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
  }, [status, hub, listening]);

  return <LiveEventsContext.Provider value={hub}>{children}</LiveEventsContext.Provider>;
}
