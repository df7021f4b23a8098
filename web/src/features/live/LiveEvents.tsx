import { liveEventSchemas, type LiveEventData, type LiveEventType } from '@rha/contracts';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { openLiveStream } from './liveStream';

type Listener = (type: string, data: unknown) => void;

interface LiveEvents {
  subscribe(listener: Listener): () => void;
}

const LiveEventsContext = createContext<LiveEvents | null>(null);

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

/**
 * Calls `onEvent` with each event of `type` that passes its contract schema, and `onConnected`
 * each time the stream (re)connects.
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  onEvent: (data: LiveEventData<T>) => void,
  onConnected?: () => void,
): void {
  const hub = useContext(LiveEventsContext);
  const handlers = useRef({ onEvent, onConnected });
  handlers.current = { onEvent, onConnected };
  useEffect(() => {
    if (!hub) return undefined;
    return hub.subscribe((eventType, data) => {
      if (eventType === 'ready') {
        handlers.current.onConnected?.();
        return;
      }
      if (eventType !== type) return;
      const parsed = liveEventSchemas[type].safeParse(data);
      if (parsed.success) handlers.current.onEvent(parsed.data as LiveEventData<T>);
    });
  }, [hub, type]);
}
