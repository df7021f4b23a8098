import { useEffect, useRef } from 'react';
import { openLocalMedia } from './localMedia';

interface Warm {
  callId: string;
  pc: RTCPeerConnection | null;
  media: Promise<MediaStream> | null;
}

function release(warm: Warm | null): void {
  warm?.pc?.close();
  void warm?.media?.then(
    (stream) => stream.getTracks().forEach((track) => track.stop()),
    () => undefined,
  );
}

export interface CallWarmUp {
  /** The connection made while the call rang, or a new one: handed out once per call. */
  takePeerConnection(callId: string, configuration: RTCConfiguration): RTCPeerConnection;
  /** The microphone and camera opened while the call rang, or opened now. */
  takeLocalMedia(callId: string): Promise<MediaStream>;
}

/**
 * While `ringingCallId` rings for this person (they started it), opens their microphone and
 * camera and makes the call's peer connection, so its ICE gathering (over a satellite link, the
 * TURN allocation's round trips) and a phone's slow camera start are done before the other side
 * joins. The engine takes each once, for that call only; what nobody took is released when the
 * call goes.
 */
export function useCallWarmUp(
  ringingCallId: string | null,
  openCallId: string | null,
  configuration: () => RTCConfiguration | null,
): CallWarmUp {
  const warm = useRef<Warm | null>(null);

  useEffect(() => {
    const wanted = ringingCallId ? configuration() : null;
    if (!ringingCallId || !wanted || warm.current?.callId === ringingCallId) return;
    release(warm.current);
    warm.current = {
      callId: ringingCallId,
      pc: typeof RTCPeerConnection === 'function' ? new RTCPeerConnection(wanted) : null,
      media: navigator.mediaDevices ? openLocalMedia() : null,
    };
  }, [ringingCallId]);

  // Ringing turning active keeps the call's id, so what was warmed waits for the engine.
  useEffect(
    () => () => {
      release(warm.current);
      warm.current = null;
    },
    [openCallId],
  );

  /** What was warmed for `callId`; what was warmed for another call is released. */
  const held = (callId: string): Warm | null => {
    if (warm.current && warm.current.callId !== callId) {
      release(warm.current);
      warm.current = null;
    }
    return warm.current;
  };

  return {
    takePeerConnection(callId, fallback) {
      const current = held(callId);
      const pc = current?.pc;
      if (current) current.pc = null;
      return pc && pc.signalingState !== 'closed' ? pc : new RTCPeerConnection(fallback);
    },
    takeLocalMedia(callId) {
      const current = held(callId);
      const media = current?.media;
      if (current) current.media = null;
      return media ?? openLocalMedia();
    },
  };
}
