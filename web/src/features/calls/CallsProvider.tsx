import type { IceServer } from '@rha/contracts/schemas';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createCallWarmUp, type CallWarmUp } from './callWarmUp';
import { createSignalInbox, type SignalInbox } from './signalInbox';

interface Calls {
  inbox: SignalInbox;
  /** The connection (and media) prepared for a ringing call, for its engine to take. */
  warmUp: CallWarmUp;
  /** The ICE servers of each call this person started or joined here, by call id. */
  sessions: Readonly<Record<string, IceServer[]>>;
  openSession(callId: string, iceServers: IceServer[]): void;
  closeSession(callId: string): void;
}

const CallsContext = createContext<Calls | null>(null);

/**
 * What every call on the page shares: the other side's signals (kept until the call's engine
 * listens), what was prepared while a call rang, and the calls this person is in. The live stream
 * feeds it through `CallLiveRelay`, which signed-in pages load on their own so visitors download
 * none of the live events' schemas.
 */
export function CallsProvider({ children }: { children: ReactNode }) {
  const [inbox] = useState(createSignalInbox);
  const [warmUp] = useState(createCallWarmUp);
  const [sessions, setSessions] = useState<Record<string, IceServer[]>>({});

  const openSession = useCallback((callId: string, iceServers: IceServer[]) => {
    setSessions((current) => ({ ...current, [callId]: iceServers }));
  }, []);
  const closeSession = useCallback(
    (callId: string) => {
      warmUp.release(callId);
      setSessions(({ [callId]: _closed, ...rest }) => rest);
    },
    [warmUp],
  );

  const value = useMemo(
    () => ({ inbox, warmUp, sessions, openSession, closeSession }),
    [inbox, warmUp, sessions, openSession, closeSession],
  );
  return <CallsContext.Provider value={value}>{children}</CallsContext.Provider>;
}

export function useCalls(): Calls {
  const calls = useContext(CallsContext);
  if (!calls) throw new Error('useCalls needs a CallsProvider above it');
  return calls;
}
