import type { IceServer } from '@rha/contracts/schemas';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createSignalInbox, type SignalInbox } from './signalInbox';

interface Calls {
  inbox: SignalInbox;
  /** The ICE servers of each call this person started or joined here, by call id. */
  sessions: Readonly<Record<string, IceServer[]>>;
  openSession(callId: string, iceServers: IceServer[]): void;
  closeSession(callId: string): void;
}

const CallsContext = createContext<Calls | null>(null);

/**
 * What every call on the page shares: the other side's signals (kept until the call's engine
 * listens) and the calls this person is in. The live stream feeds it through `CallLiveRelay`, which
 * signed-in pages load on their own so visitors download none of the live events' schemas.
 */
export function CallsProvider({ children }: { children: ReactNode }) {
  const [inbox] = useState(createSignalInbox);
  const [sessions, setSessions] = useState<Record<string, IceServer[]>>({});

  const openSession = useCallback((callId: string, iceServers: IceServer[]) => {
    setSessions((current) => ({ ...current, [callId]: iceServers }));
  }, []);
  const closeSession = useCallback((callId: string) => {
    setSessions(({ [callId]: _closed, ...rest }) => rest);
  }, []);

  const value = useMemo(
    () => ({ inbox, sessions, openSession, closeSession }),
    [inbox, sessions, openSession, closeSession],
  );
  return <CallsContext.Provider value={value}>{children}</CallsContext.Provider>;
}

export function useCalls(): Calls {
  const calls = useContext(CallsContext);
  if (!calls) throw new Error('useCalls needs a CallsProvider above it');
  return calls;
}
