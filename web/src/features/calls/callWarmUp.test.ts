import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallWarmUp } from './callWarmUp';
import { FakeMediaStream, FakePeerConnection, FakeTrack } from './fakePeerConnection';

const CONFIG: RTCConfiguration = { iceServers: [], iceCandidatePoolSize: 1 };

let made: FakePeerConnection[];
let opened: { stream: FakeMediaStream; resolve: () => void }[];

beforeEach(() => {
  made = [];
  opened = [];
  vi.stubGlobal(
    'RTCPeerConnection',
    class extends FakePeerConnection {
      constructor(configuration: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    },
  );
  // Each opening waits for the test to let it through, as a permission prompt would.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () =>
        new Promise((resolve) => {
          const stream = new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]);
          opened.push({ stream, resolve: () => resolve(stream) });
        }),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function letMediaThrough(index = 0): Promise<void> {
  opened[index]?.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const stopped = (stream: FakeMediaStream | undefined) =>
  (stream?.getTracks() ?? []).every((track) => track.stop.mock.calls.length > 0);

describe('the call warm-up', () => {
  it("opens the caller's media, and makes the connection only once the media is open", async () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: true });
    expect(opened).toHaveLength(1);
    expect(made).toHaveLength(0);
    await letMediaThrough();
    expect(made).toHaveLength(1);
    expect(made[0]?.configuration).toBe(CONFIG);
  });

  it('makes only the connection for a person who has not answered yet', () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: false });
    expect(made).toHaveLength(1);
    expect(opened).toHaveLength(0);
  });

  it("hands what was prepared to that call's engine once, then makes new ones", async () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: true });
    warmUp.prepare('call-1', CONFIG, { media: true });
    expect(opened).toHaveLength(1);
    await letMediaThrough();
    const media = await warmUp.takeLocalMedia('call-1');
    expect(media).toBe(opened[0]?.stream);
    expect(warmUp.takePeerConnection('call-1', CONFIG)).toBe(made[0]);
    expect(warmUp.takePeerConnection('call-1', CONFIG)).not.toBe(made[0]);
    void warmUp.takeLocalMedia('call-1');
    expect(opened).toHaveLength(2);
  });

  it('releases what nobody took, and only for its own call', async () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: true });
    await letMediaThrough();
    warmUp.release('call-2');
    expect(made[0]?.close).not.toHaveBeenCalled();
    warmUp.release('call-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made[0]?.close).toHaveBeenCalled();
    expect(stopped(opened[0]?.stream)).toBe(true);
  });

  it('makes no connection for a call released before its media opened', async () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: true });
    warmUp.release('call-1');
    await letMediaThrough();
    expect(made).toHaveLength(0);
    expect(stopped(opened[0]?.stream)).toBe(true);
  });

  it('gives another call nothing prepared for the first, and releases it', () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: false });
    const pc = warmUp.takePeerConnection('call-2', CONFIG);
    expect(pc).not.toBe(made[0]);
    expect(made[0]?.close).toHaveBeenCalled();
  });

  it('leaves a media opening the engine took to the engine', async () => {
    const warmUp = createCallWarmUp();
    warmUp.prepare('call-1', CONFIG, { media: true });
    const media = warmUp.takeLocalMedia('call-1');
    warmUp.release('call-1');
    await letMediaThrough();
    expect(await media).toBe(opened[0]?.stream);
    expect(stopped(opened[0]?.stream)).toBe(false);
  });
});
