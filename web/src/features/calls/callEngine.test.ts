import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallEngine, type CallEngine } from './callEngine';
import type { CallSignal } from '@rha/contracts/schemas';
import { FakeMediaStream, FakePeerConnection, FakeTrack } from './fakePeerConnection';

const TUNED = 'a=fmtp:111 useinbandfec=1;usedtx=1;maxaveragebitrate=32000';

function setUp({ polite = false, cameraOn = true, camera = true } = {}) {
  const sent: CallSignal[] = [];
  let deliver: (signal: CallSignal) => void = () => undefined;
  let pc!: FakePeerConnection;
  const engine = createCallEngine({
    signalling: {
      send: async (signal) => void sent.push(signal),
      subscribe: (listener) => {
        deliver = listener;
        return () => undefined;
      },
    },
    iceServers: [{ urls: ['turn:127.0.0.1:3478'], username: 'u', credential: 'c' }],
    polite,
    localStream: new FakeMediaStream(
      camera ? [new FakeTrack('audio'), new FakeTrack('video')] : [new FakeTrack('audio')],
    ) as unknown as MediaStream,
    cameraOn,
    iceTransportPolicy: 'relay',
    createPeerConnection: (configuration) => {
      pc = new FakePeerConnection(configuration);
      return pc as unknown as RTCPeerConnection;
    },
    statsIntervalMs: 1000,
  });
  return { engine, pc, sent, deliver: (signal: CallSignal) => deliver(signal) };
}

const settle = async () => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

let engines: CallEngine[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => {
  for (const engine of engines) engine.close();
  engines = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function started(options?: Parameters<typeof setUp>[0]) {
  const call = setUp(options);
  engines.push(call.engine);
  return call;
}

describe('createCallEngine', () => {
  it('uses the given ICE servers and transport policy and opens the link and annotations channels', () => {
    const { pc, engine } = started();
    expect(pc.configuration.iceServers?.[0]?.username).toBe('u');
    expect(pc.configuration.iceTransportPolicy).toBe('relay');
    expect(pc.channels.map((channel) => channel.label)).toEqual(['link', 'annotations']);
    expect(engine.annotations).toBe(pc.channels[1]);
  });

  it('sends a tuned offer when negotiation is needed, then its candidates in order', async () => {
    const { pc, sent } = started();
    await pc.onnegotiationneeded?.();
    pc.onicecandidate?.({ candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } });
    pc.onicecandidate?.({ candidate: null });
    await settle();
    expect(sent[0]).toMatchObject({ type: 'offer' });
    expect(sent[0]?.type === 'offer' && sent[0].sdp).toContain(TUNED);
    expect(sent[1]).toEqual({
      type: 'candidate',
      candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(sent).toHaveLength(2);
  });

  it('answers an offer with a tuned answer and adds the candidates after it', async () => {
    const { pc, sent, deliver } = started({ polite: true });
    deliver({ type: 'offer', sdp: 'remote offer' });
    deliver({ type: 'candidate', candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 } });
    await settle();
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'remote offer' });
    expect(sent[0]?.type === 'answer' && sent[0].sdp).toContain(TUNED);
    expect(pc.addIceCandidate).toHaveBeenCalledWith({
      candidate: 'c',
      sdpMid: '0',
      sdpMLineIndex: 0,
    });
  });

  it('on colliding offers, the impolite side keeps its own and the polite side yields', async () => {
    const impolite = started();
    await impolite.pc.onnegotiationneeded?.();
    impolite.deliver({ type: 'offer', sdp: 'their offer' });
    await settle();
    expect(impolite.pc.remoteDescription).toBeNull();

    const polite = started({ polite: true });
    await polite.pc.onnegotiationneeded?.();
    polite.deliver({ type: 'offer', sdp: 'their offer' });
    await settle();
    expect(polite.pc.remoteDescription).toEqual({ type: 'offer', sdp: 'their offer' });
    expect(polite.sent.at(-1)?.type).toBe('answer');
  });

  it('restarts ICE on a failed link without a new call; the polite side asks the other to', async () => {
    const impolite = started();
    impolite.pc.setIce('failed');
    expect(impolite.pc.restartIce).toHaveBeenCalledOnce();
    expect(impolite.engine.getState().link).toBe('reconnecting');

    const polite = started({ polite: true });
    polite.pc.setIce('failed');
    await settle();
    expect(polite.pc.restartIce).not.toHaveBeenCalled();
    expect(polite.sent).toContainEqual({ type: 'restart' });

    impolite.deliver({ type: 'restart' });
    await settle();
    expect(impolite.pc.restartIce).toHaveBeenCalledTimes(2);
  });

  it('gives a disconnected link a grace period before restarting', async () => {
    const { pc } = started();
    pc.setIce('disconnected');
    await vi.advanceTimersByTimeAsync(2000);
    expect(pc.restartIce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(pc.restartIce).toHaveBeenCalledOnce();

    pc.restartIce.mockClear();
    pc.setIce('disconnected');
    pc.setIce('connected');
    await vi.advanceTimersByTimeAsync(5000);
    expect(pc.restartIce).not.toHaveBeenCalled();
  });

  it('caps audio at Opus’s rate with high priority and caps the camera', async () => {
    const { pc } = started();
    await settle();
    const [audio, video] = pc.senders;
    expect(audio?.parameters.encodings[0]).toMatchObject({
      maxBitrate: 32_000,
      priority: 'high',
      networkPriority: 'high',
    });
    expect(video?.parameters.encodings[0]).toMatchObject({
      active: true,
      maxBitrate: 900_000,
      scaleResolutionDownBy: 1,
      maxFramerate: 24,
    });
  });

  it('pauses its video by itself on a thin sending direction and offers stills', async () => {
    const { pc, engine } = started();
    pc.stats = [
      {
        type: 'candidate-pair',
        nominated: true,
        state: 'succeeded',
        currentRoundTripTime: 0.8,
        availableOutgoingBitrate: 90_000,
      },
    ];
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(pc.senders[1]?.parameters.encodings[0]?.active).toBe(false);
    expect(engine.getState().sending).toMatchObject({
      level: 'thin',
      videoPaused: true,
      bitrateKbps: 90,
    });
    expect(engine.getState().stillsOffered).toBe(true);
    const report = JSON.parse(String(pc.channels[0]?.send.mock.calls.at(-1)?.[0]));
    expect(report).toEqual({ level: 'thin', videoPaused: true, cameraOn: true });
  });

  it('shows the far side’s report of its direction as what is received', async () => {
    const { pc, engine } = started();
    const link = pc.channels[0] as unknown as { onmessage: (event: { data: string }) => void };
    link.onmessage({ data: JSON.stringify({ level: 'thin', videoPaused: true, cameraOn: true }) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(engine.getState().receiving).toMatchObject({ level: 'thin', videoPaused: true });
    expect(engine.getState().stillsOffered).toBe(true);
  });

  it('keeps an expert’s camera off without calling it paused, and mutes the microphone', async () => {
    const { pc, engine } = started({ cameraOn: false });
    await settle();
    expect(pc.senders[1]?.parameters.encodings[0]?.active).toBe(false);
    engine.setMuted(true);
    expect(pc.senders[0]?.track.enabled).toBe(false);
    await engine.setCameraOn(true);
    expect(pc.senders[1]?.parameters.encodings[0]?.active).toBe(true);
    expect(engine.getState().sending.videoPaused).toBe(false);
  });

  it('still receives video without a camera of its own', () => {
    expect(started().pc.transceivers).toEqual([]);
    expect(started({ camera: false }).pc.transceivers).toEqual([
      { kind: 'video', init: { direction: 'recvonly' } },
    ]);
  });

  it('closes the connection and stops the devices on close', () => {
    const { pc, engine } = started();
    engine.close();
    expect(pc.close).toHaveBeenCalled();
    expect(pc.senders.every((sender) => sender.track.stop.mock.calls.length === 1)).toBe(true);
    expect(engine.getState().link).toBe('closed');
  });
});
