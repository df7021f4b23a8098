import { describe, expect, it } from 'vitest';
import { tuneOpus } from './opusSdp';

const offer = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=0',
  'a=rtpmap:63 red/48000/2',
  'a=fmtp:63 111/111',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

describe('tuneOpus', () => {
  it('turns on FEC and DTX and caps the average bitrate, keeping the other parameters', () => {
    const tuned = tuneOpus(offer);
    expect(tuned).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;usedtx=1;maxaveragebitrate=32000\r\n',
    );
    expect(tuned).toContain('a=fmtp:63 111/111\r\n');
    expect(tuned.split('\r\n')).toHaveLength(offer.split('\r\n').length);
  });

  it('adds an fmtp line after Opus when there is none', () => {
    const tuned = tuneOpus('m=audio 9 RTP 109\na=rtpmap:109 OPUS/48000/2\na=ptime:20\n');
    expect(tuned).toBe(
      'm=audio 9 RTP 109\na=rtpmap:109 OPUS/48000/2\na=fmtp:109 useinbandfec=1;usedtx=1;maxaveragebitrate=32000\na=ptime:20\n',
    );
  });

  it('leaves a description without Opus alone', () => {
    const videoOnly = 'm=video 9 RTP 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(tuneOpus(videoOnly)).toBe(videoOnly);
  });
});
