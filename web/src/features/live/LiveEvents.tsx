import { liveEventSchemas, type LiveEventData, type LiveEventType } from '@rha/contracts';
import { useContext, useEffect, useRef } from 'react';
import { LiveEventsContext } from './LiveEventsProvider';

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
