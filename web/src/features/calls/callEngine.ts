import type { LinkLevel } from '@rha/design-system';
import type { CallSignal } from '@rha/contracts/schemas';
import { judgeLink, sampleLink, type LinkFigures, type LinkTotals } from './linkQuality';
import { AUDIO_MAX_BITRATE, tuneOpus } from './opusSdp';
import { FULL_VIDEO, videoSettingsFor, type VideoSendSettings } from './videoPolicy';

/** How the engine talks to the other side: through the server, in order. */
export interface CallSignalling {
  send(signal: CallSignal): Promise<void>;
  /** Delivers each signal from the other side; returns the unsubscribe. */
  subscribe(listener: (signal: CallSignal) => void): () => void;
}

export interface CallEngineOptions {
  signalling: CallSignalling;
  iceServers: RTCIceServer[];
  /** One side yields when both offer at once (perfect negotiation): the other must not. */
  polite: boolean;
  /** This side's microphone and (maybe) camera. */
  localStream: MediaStream;
  /** Whether this side's camera starts on. */
  cameraOn: boolean;
  iceTransportPolicy?: RTCIceTransportPolicy;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** How often `getStats` is sampled. */
  statsIntervalMs?: number;
  /** How long a disconnected link may try by itself before ICE restarts. */
  disconnectGraceMs?: number;
}

export type CallLinkState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface DirectionState extends LinkFigures {
  level: LinkLevel;
  /** Video in this direction is paused because the link is too thin. */
  videoPaused: boolean;
}

export interface CallEngineState {
  link: CallLinkState;
  remoteStream: MediaStream;
  sending: DirectionState;
  receiving: DirectionState;
  /** The far side's camera is switched on. */
  remoteCameraOn: boolean;
  /** Video paused in either direction: offer stills instead. */
  stillsOffered: boolean;
}

export interface CallEngine {
  getState(): CallEngineState;
  subscribe(listener: (state: CallEngineState) => void): () => void;
  setMuted(muted: boolean): void;
  setCameraOn(on: boolean): Promise<void>;
  /** The data channel the annotated stills use. */
  annotations: RTCDataChannel;
  /** This side's microphone and camera, for its own preview. */
  localStream: MediaStream;
  getStats(): Promise<RTCStatsReport>;
  close(): void;
}

/** What each side tells the other about its sending direction, over the `link` channel. */
interface LinkReport {
  level: LinkLevel;
  videoPaused: boolean;
  cameraOn: boolean;
}

const UNMEASURED: DirectionState = {
  level: 'good',
  roundTripMs: null,
  lossPercent: null,
  bitrateKbps: null,
  videoPaused: false,
};

const LINK_CHANNEL_ID = 0;
const ANNOTATIONS_CHANNEL_ID = 1;

/**
 * How every call's peer connection is made. One pooled candidate starts gathering (over a satellite
 * link, the TURN allocation's several round trips) as soon as the connection exists, before any
 * offer: a connection made while the call rings has its relay ready when the other side joins.
 */
export function peerConfiguration(
  iceServers: RTCIceServer[],
  iceTransportPolicy: RTCIceTransportPolicy = 'all',
): RTCConfiguration {
  return { iceServers, iceTransportPolicy, bundlePolicy: 'max-bundle', iceCandidatePoolSize: 1 };
}

/**
 * One side of a two-person call over RTCPeerConnection. Signals go through `signalling`; offers
 * follow the perfect-negotiation pattern so either side may (re)negotiate at any time; ICE
 * restarts on a lost link without a new call; Opus is tuned for thin links and has priority;
 * the camera's sending is adapted to what its direction carries and paused when it is too thin.
 */
export function createCallEngine(options: CallEngineOptions): CallEngine {
  const {
    signalling,
    polite,
    localStream,
    statsIntervalMs = 1000,
    disconnectGraceMs = 3000,
  } = options;
  const pc = (options.createPeerConnection ?? ((config) => new RTCPeerConnection(config)))(
    peerConfiguration(options.iceServers, options.iceTransportPolicy),
  );

  const listeners = new Set<(state: CallEngineState) => void>();
  let state: CallEngineState = {
    link: 'connecting',
    remoteStream: new MediaStream(),
    sending: UNMEASURED,
    receiving: UNMEASURED,
    remoteCameraOn: true,
    stillsOffered: false,
  };
  const update = (change: Partial<CallEngineState>) => {
    state = { ...state, ...change };
    state.stillsOffered = state.sending.videoPaused || state.receiving.videoPaused;
    for (const listener of listeners) listener(state);
  };

  let cameraOn = options.cameraOn;
  let videoSettings: VideoSendSettings = FULL_VIDEO;
  let closed = false;

  // Sends in order: a candidate must not overtake the offer it belongs to.
  let sending = Promise.resolve();
  const send = (signal: CallSignal) => {
    sending = sending.then(() => signalling.send(signal)).catch(() => undefined);
  };

  const linkChannel = pc.createDataChannel('link', { negotiated: true, id: LINK_CHANNEL_ID });
  const annotations = pc.createDataChannel('annotations', {
    negotiated: true,
    id: ANNOTATIONS_CHANNEL_ID,
  });

  for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
  // Without a camera here, the other side's video still has to be received.
  if (localStream.getVideoTracks().length === 0)
    pc.addTransceiver('video', { direction: 'recvonly' });
  void tuneSenders();

  async function tuneSenders(): Promise<void> {
    for (const sender of pc.getSenders()) {
      const kind = sender.track?.kind;
      if (kind !== 'audio' && kind !== 'video') continue;
      const parameters = sender.getParameters();
      const encoding = parameters.encodings?.[0];
      if (!encoding) continue;
      if (kind === 'audio') {
        encoding.maxBitrate = AUDIO_MAX_BITRATE;
        encoding.priority = 'high';
        encoding.networkPriority = 'high';
      } else {
        encoding.active = cameraOn && videoSettings.active;
        encoding.maxBitrate = videoSettings.maxBitrate;
        encoding.scaleResolutionDownBy = videoSettings.scaleResolutionDownBy;
        encoding.maxFramerate = videoSettings.maxFramerate;
        encoding.priority = 'low';
      }
      await sender.setParameters(parameters).catch(() => undefined);
    }
  }

  // Perfect negotiation: see https://w3c.github.io/webrtc-pc/#perfect-negotiation-example
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      const offer = await pc.createOffer();
      if (pc.signalingState !== 'stable') return;
      await pc.setLocalDescription({ type: 'offer', sdp: tuneOpus(offer.sdp ?? '') });
      send({ type: 'offer', sdp: pc.localDescription?.sdp ?? '' });
    } catch {
      // A failed offer is retried by the next negotiationneeded or restart.
    } finally {
      makingOffer = false;
    }
  };

  pc.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
    send({
      type: 'candidate',
      candidate: {
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      },
    });
  };

  pc.ontrack = ({ track }) => {
    state.remoteStream.addTrack(track);
    update({ remoteStream: state.remoteStream });
  };

  async function handle(signal: CallSignal): Promise<void> {
    if (signal.type === 'restart') {
      pc.restartIce();
      return;
    }
    if (signal.type === 'candidate') {
      try {
        await pc.addIceCandidate(signal.candidate);
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
      return;
    }
    const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || settingRemoteAnswer);
    const collision = signal.type === 'offer' && !readyForOffer;
    ignoreOffer = !polite && collision;
    if (ignoreOffer) return;
    settingRemoteAnswer = signal.type === 'answer';
    await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    settingRemoteAnswer = false;
    if (signal.type === 'offer') {
      const answer = await pc.createAnswer();
      await pc.setLocalDescription({ type: 'answer', sdp: tuneOpus(answer.sdp ?? '') });
      send({ type: 'answer', sdp: pc.localDescription?.sdp ?? '' });
      await tuneSenders();
    }
  }

  // Handled one at a time: a candidate waits for the description before it.
  let handling = Promise.resolve();
  const unsubscribe = signalling.subscribe((signal) => {
    handling = handling.then(() => handle(signal)).catch(() => undefined);
  });

  // The impolite side restarts ICE; the polite one asks it to, so both never restart at once.
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const restartIce = () => {
    if (closed) return;
    if (polite) send({ type: 'restart' });
    else pc.restartIce();
  };
  pc.oniceconnectionstatechange = () => {
    clearTimeout(graceTimer);
    const ice = pc.iceConnectionState;
    if (ice === 'connected' || ice === 'completed') {
      update({ link: 'connected' });
    } else if (ice === 'failed') {
      update({ link: 'reconnecting' });
      restartIce();
    } else if (ice === 'disconnected') {
      update({ link: 'reconnecting' });
      graceTimer = setTimeout(() => {
        if (pc.iceConnectionState === 'disconnected' || pc.iceConnectionState === 'failed') {
          restartIce();
        }
      }, disconnectGraceMs);
    }
  };

  let remoteReport: LinkReport | null = null;
  linkChannel.onmessage = ({ data }) => {
    try {
      remoteReport = JSON.parse(String(data)) as LinkReport;
    } catch {
      remoteReport = null;
    }
  };

  let totals: LinkTotals | null = null;
  async function sample(): Promise<void> {
    if (closed || state.link === 'closed') return;
    const report = await pc.getStats().catch(() => null);
    if (!report) return;
    const figures = sampleLink(report, totals, Date.now());
    totals = figures.totals;
    const next = videoSettingsFor(figures.sending, videoSettings);
    const videoChanged = JSON.stringify(next) !== JSON.stringify(videoSettings);
    videoSettings = next;
    if (videoChanged) await tuneSenders();
    const sendingState: DirectionState = {
      ...figures.sending,
      level: judgeLink(figures.sending),
      videoPaused: cameraOn && !videoSettings.active,
    };
    const receivingState: DirectionState = {
      ...figures.receiving,
      // What arrives is what the far side chose to send: its own judgement of the way here
      // counts, the local figures only for round trip and loss.
      level: remoteReport?.level ?? judgeLink(figures.receiving, { judgeBitrate: false }),
      videoPaused: remoteReport?.videoPaused ?? false,
    };
    if (linkChannel.readyState === 'open') {
      const mine: LinkReport = {
        level: sendingState.level,
        videoPaused: sendingState.videoPaused,
        cameraOn,
      };
      linkChannel.send(JSON.stringify(mine));
    }
    update({
      sending: sendingState,
      receiving: receivingState,
      remoteCameraOn: remoteReport?.cameraOn ?? true,
    });
  }
  const statsTimer = setInterval(() => void sample(), statsIntervalMs);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setMuted(muted) {
      for (const track of localStream.getAudioTracks()) track.enabled = !muted;
    },
    async setCameraOn(on) {
      cameraOn = on;
      for (const track of localStream.getVideoTracks()) track.enabled = on;
      await tuneSenders();
    },
    annotations,
    localStream,
    getStats: () => pc.getStats(),
    close() {
      if (closed) return;
      closed = true;
      clearInterval(statsTimer);
      clearTimeout(graceTimer);
      unsubscribe();
      pc.close();
      for (const track of localStream.getTracks()) track.stop();
      update({ link: 'closed' });
    },
  };
}
