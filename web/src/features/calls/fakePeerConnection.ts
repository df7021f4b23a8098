import { vi } from 'vitest';

/** Just enough of RTCPeerConnection for the call engine's unit tests (jsdom has no WebRTC). */

export const OPUS_SDP = 'v=0\r\nm=audio 9 RTP 111\r\na=rtpmap:111 opus/48000/2\r\n';

export class FakeTrack {
  enabled = true;
  stop = vi.fn();
  constructor(readonly kind: 'audio' | 'video') {}
}

export class FakeMediaStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

export class FakeSender {
  parameters: { encodings: Record<string, unknown>[] } = { encodings: [{}] };
  constructor(readonly track: FakeTrack) {}
  getParameters() {
    return structuredClone(this.parameters);
  }
  async setParameters(parameters: { encodings: Record<string, unknown>[] }) {
    this.parameters = parameters;
  }
}

export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  senders: FakeSender[] = [];
  channels: { label: string; readyState: string; send: ReturnType<typeof vi.fn> }[] = [];
  stats: Record<string, unknown>[] = [];
  restartIce = vi.fn();
  addIceCandidate = vi.fn(async (_candidate: unknown) => undefined);
  close = vi.fn();

  constructor(readonly configuration: RTCConfiguration) {}

  createDataChannel(label: string) {
    const channel = { label, readyState: 'open', send: vi.fn(), onmessage: null };
    this.channels.push(channel);
    return channel;
  }
  addTrack(track: FakeTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    return sender;
  }
  transceivers: { kind: string; init: unknown }[] = [];
  addTransceiver(kind: string, init: unknown) {
    this.transceivers.push({ kind, init });
  }
  getSenders() {
    return this.senders;
  }
  async createOffer() {
    return { type: 'offer', sdp: OPUS_SDP };
  }
  async createAnswer() {
    return { type: 'answer', sdp: OPUS_SDP };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async getStats() {
    return this.stats;
  }
  setIce(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}
