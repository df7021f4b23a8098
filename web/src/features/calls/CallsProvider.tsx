import type { IceServer } from '@rha/contracts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storeCall } from '../../api/calls';
import { useLiveEvent } from '../live/LiveEvents';
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
 * listens), the calls this person is in, and each job's calls kept current from the live stream.
 */
export function CallsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [inbox] = useState(createSignalInbox);
  const [sessions, setSessions] = useState<Record<string, IceServer[]>>({});

  useLiveEvent('call', (call) => {
    storeCall(queryClient, call);
    if (call.status === 'ended') inbox.forget(call.id);
  });
  useLiveEvent('callSignal', ({ callId, signal }) => inbox.push(callId, signal));

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
