import type { Call } from '@rha/contracts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBffClient } from '../../api/BffClientProvider';
import {
  hangUpCall,
  jobCallsQueryKey,
  joinCall,
  keepCallAlive,
  sendCallSignal,
  startCall,
  storeCall,
  useJobCalls,
} from '../../api/calls';
import { failureMessage, RequestError } from '../../api/requestError';
import { useUser } from '../../api/useUser';
import { createCallEngine, peerConfiguration, type CallEngine } from './callEngine';
import { useCalls } from './CallsProvider';
import { exposeForTests, testIceTransportPolicy } from './callTestHooks';
import { useCallEngineState } from './useCallEngineState';

/** How often a person in a call tells the server they are still there: well inside its idle timeout. */
const KEEP_ALIVE_MS = 45_000;

/**
 * A job's call as this person takes part in it: the open call, whether they are in it, its engine
 * while it runs, and start, join and hang up. The other side leaving ends the call for both.
 */
export function useJobCall(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const user = useUser().data ?? null;
  const { inbox, warmUp, sessions, openSession, closeSession } = useCalls();
  const calls = useJobCalls(requestId);
  const [engine, setEngine] = useState<CallEngine | null>(null);
  const engineState = useCallEngineState(engine);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [muted, setMuted] = useState(false);
  const isTechnician = user?.userType === 'technician';
  // The technician's camera is what the call is for; the expert's is theirs to turn on.
  const [cameraChoice, setCameraChoice] = useState<boolean | null>(null);
  const cameraOn = cameraChoice ?? isTechnician;

  const isMe = (userId: string) => !!user && (userId === user.id || userId === user.keycloakId);
  const open: Call | null = calls.data?.items.find((call) => call.status !== 'ended') ?? null;
  const iceServers = open ? sessions[open.id] : undefined;
  const me = open?.participants.find((p) => isMe(p.userId) && p.leftAt === null) ?? null;
  const joined = me !== null;
  const inCall = joined && iceServers !== undefined;
  const other = open?.participants.find((p) => !isMe(p.userId)) ?? null;
  const runningCallId = inCall && open?.status === 'active' ? open.id : null;
  // Either side rejoining (after a reload) makes a new pair of joins: this side starts afresh.
  const peer =
    runningCallId && other && me ? `${runningCallId} ${other.joinedAt} ${me.joinedAt}` : null;

  useEffect(() => {
    if (!runningCallId || !iceServers || !user || !other || !me) return undefined;
    const joins = { peerJoinedAt: other.joinedAt, ownJoinedAt: me.joinedAt };
    let cancelled = false;
    let created: CallEngine | null = null;
    void warmUp
      .takeLocalMedia(runningCallId)
      .then((stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        created = createCallEngine({
          signalling: {
            send: (signal) =>
              sendCallSignal(bff, runningCallId, { toJoinedAt: joins.peerJoinedAt, signal }),
            subscribe: (listener) => inbox.subscribe(runningCallId, joins, listener),
          },
          iceServers,
          polite: user.userType !== 'technician',
          localStream: stream,
          cameraOn,
          iceTransportPolicy: testIceTransportPolicy(),
          createPeerConnection: (configuration) =>
            warmUp.takePeerConnection(runningCallId, configuration),
        });
        exposeForTests(created);
        setEngine(created);
      })
      .catch(() => setMessage('Your microphone could not be opened.'));
    const keepAlive = setInterval(
      () => void keepCallAlive(bff, runningCallId).catch(() => undefined),
      KEEP_ALIVE_MS,
    );
    return () => {
      cancelled = true;
      clearInterval(keepAlive);
      created?.close();
      exposeForTests(null);
      setEngine(null);
      setMuted(false);
      setCameraChoice(null);
    };
    // The engine lives as long as this person is in this running call with this peer.
  }, [peer]);

  const otherLeft = inCall && open?.status === 'active' && !!other?.leftAt;
  useEffect(() => {
    if (otherLeft && open) void hangUp(open.id);
  }, [otherLeft]);

  async function act(action: () => Promise<void>) {
    setPending(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(failureMessage(error) ?? 'The call could not be reached.');
      if (error instanceof RequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: jobCallsQueryKey(requestId) });
      }
    } finally {
      setPending(false);
    }
  }

  async function hangUp(callId: string) {
    closeSession(callId);
    await act(async () => storeCall(queryClient, await hangUpCall(bff, callId)));
  }

  return {
    user,
    loading: calls.isPending,
    calls: calls.data?.items ?? [],
    open,
    other,
    joined,
    inCall,
    engine,
    engineState,
    message,
    pending,
    muted,
    cameraOn,
    start: () =>
      act(async () => {
        const answer = await startCall(bff, requestId);
        // The caller's microphone, camera and connection get ready while it rings.
        warmUp.prepare(
          answer.call.id,
          peerConfiguration(answer.iceServers, testIceTransportPolicy()),
          { media: true },
        );
        openSession(answer.call.id, answer.iceServers);
        storeCall(queryClient, answer.call);
      }),
    join: () =>
      act(async () => {
        if (!open) return;
        const answer = await joinCall(bff, open.id);
        openSession(answer.call.id, answer.iceServers);
        storeCall(queryClient, answer.call);
      }),
    hangUp: () => (open ? hangUp(open.id) : Promise.resolve()),
    toggleMute: () => {
      engine?.setMuted(!muted);
      setMuted(!muted);
    },
    toggleCamera: () => {
      void engine?.setCameraOn(!cameraOn);
      setCameraChoice(!cameraOn);
    },
  };
}
