import { describe, expect, it } from 'vitest';
import { judgeLink, sampleLink } from './linkQuality';

const report = (bytesReceived: number, packetsReceived: number, packetsLost: number) => [
  { type: 'transport', id: 'T', selectedCandidatePairId: 'P' },
  { type: 'candidate-pair', id: 'Q', nominated: true, state: 'succeeded', currentRoundTripTime: 9 },
  { type: 'candidate-pair', id: 'P', currentRoundTripTime: 0.8, availableOutgoingBitrate: 400_000 },
  { type: 'inbound-rtp', kind: 'audio', bytesReceived: 1000, packetsReceived: 50, packetsLost: 0 },
  { type: 'inbound-rtp', kind: 'video', bytesReceived, packetsReceived, packetsLost },
  { type: 'outbound-rtp', kind: 'video', bytesSent: 5000 },
  { type: 'remote-inbound-rtp', roundTripTime: 0.9, fractionLost: 0.02 },
];

describe('sampleLink', () => {
  it('gives the sending estimate, the selected path’s round trip and the reported loss', () => {
    const first = sampleLink(report(0, 0, 0), null, 0);
    expect(first.sending).toEqual({ roundTripMs: 800, lossPercent: 2, bitrateKbps: 400 });
    expect(first.receiving).toEqual({ roundTripMs: 800, lossPercent: null, bitrateKbps: null });
  });

  it('takes the receiving bitrate and loss against the previous sample', () => {
    const first = sampleLink(report(0, 0, 0), null, 1_000);
    const second = sampleLink(report(25_000, 95, 5), first.totals, 3_000);
    expect(second.receiving.bitrateKbps).toBe(100);
    expect(second.receiving.lossPercent).toBe(5);
  });
});

describe('judgeLink', () => {
  it('calls a direction too thin for video under 120 kbit/s or over 1.5 s round trip', () => {
    expect(judgeLink({ bitrateKbps: 119, roundTripMs: 100, lossPercent: 0 })).toBe('thin');
    expect(judgeLink({ bitrateKbps: 2000, roundTripMs: 1600, lossPercent: 0 })).toBe('thin');
    expect(judgeLink({ bitrateKbps: 121, roundTripMs: 800, lossPercent: 0 })).toBe('poor');
    expect(judgeLink({ bitrateKbps: 900, roundTripMs: 60, lossPercent: 8 })).toBe('poor');
    expect(judgeLink({ bitrateKbps: 900, roundTripMs: 60, lossPercent: 0 })).toBe('good');
  });

  it('can leave the bitrate out, for a direction whose rate the far side chooses', () => {
    expect(
      judgeLink({ bitrateKbps: 30, roundTripMs: 60, lossPercent: 0 }, { judgeBitrate: false }),
    ).toBe('good');
  });
});
