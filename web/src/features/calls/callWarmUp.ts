import { openLocalMedia } from './localMedia';

interface Warm {
  callId: string;
  media: Promise<MediaStream> | null;
  pc: RTCPeerConnection | null;
  released: boolean;
}

function release(warm: Warm): void {
  warm.released = true;
  warm.pc?.close();
  warm.pc = null;
  void warm.media?.then(
    (stream) => stream.getTracks().forEach((track) => track.stop()),
    () => undefined,
  );
  warm.media = null;
}

export interface CallWarmUp {
  /**
   * Makes `callId`'s peer connection ahead of its engine, and with `media` opens the microphone
   * and camera first; what was prepared for another call is released.
   */
  prepare(callId: string, configuration: RTCConfiguration, options: { media: boolean }): void;
  /** The connection prepared for `callId`, or a new one: handed out once. */
  takePeerConnection(callId: string, configuration: RTCConfiguration): RTCPeerConnection;
  /** The microphone and camera opened for `callId`, or opened now: handed out once. */
  takeLocalMedia(callId: string): Promise<MediaStream>;
  /** Closes and stops what was prepared for `callId` and not taken. */
  release(callId: string): void;
}

/**
 * What a page prepares while a call rings, so that over a satellite link the TURN allocation's two
 * round trips (one pooled ICE candidate gathers as soon as the connection exists) and a phone's
 * slow camera start are done before the other side joins. One call at a time.
 */
export function createCallWarmUp(): CallWarmUp {
  let warm: Warm | null = null;

  /** What was prepared for `callId`; what was prepared for another call is released. */
  const held = (callId: string): Warm | null => {
    if (warm && warm.callId !== callId) {
      release(warm);
      warm = null;
    }
    return warm;
  };

  return {
    prepare(callId, configuration, { media }) {
      if (held(callId) || !navigator.mediaDevices || typeof RTCPeerConnection !== 'function') {
        return;
      }
      const prepared: Warm = { callId, media: null, pc: null, released: false };
      warm = prepared;
      if (!media) {
        prepared.pc = new RTCPeerConnection(configuration);
        return;
      }
      // The camera first: a connection that gathers before the page may use it hides its host
      // addresses behind mDNS names, which a peer on a network without multicast cannot resolve.
      prepared.media = openLocalMedia();
      prepared.media.then(
        () => {
          if (!prepared.released) prepared.pc = new RTCPeerConnection(configuration);
        },
        () => undefined,
      );
    },
    takePeerConnection(callId, configuration) {
      const current = held(callId);
      const pc = current?.pc;
      if (current) current.pc = null;
      return pc && pc.signalingState !== 'closed' ? pc : new RTCPeerConnection(configuration);
    },
    takeLocalMedia(callId) {
      const current = held(callId);
      const media = current?.media;
      if (current) current.media = null;
      return media ?? openLocalMedia();
    },
    release(callId) {
      if (warm?.callId !== callId) return;
      release(warm);
      warm = null;
    },
  };
}
