import { describe, expect, it } from 'vitest';
import { FULL_VIDEO, videoSettingsFor } from './videoPolicy';

const figures = (bitrateKbps: number | null, roundTripMs: number | null = 50) => ({
  bitrateKbps,
  roundTripMs,
  lossPercent: 0,
});

describe('videoSettingsFor', () => {
  it('pauses video under 120 kbit/s or over 1.5 s round trip', () => {
    expect(videoSettingsFor(figures(100), FULL_VIDEO).active).toBe(false);
    expect(videoSettingsFor(figures(2000, 1600), FULL_VIDEO).active).toBe(false);
  });

  it('resumes only with a margin above the pause point', () => {
    const paused = { ...FULL_VIDEO, active: false };
    expect(videoSettingsFor(figures(150), paused).active).toBe(false);
    expect(videoSettingsFor(figures(200), paused).active).toBe(true);
    expect(videoSettingsFor(figures(2000, 1200), paused).active).toBe(false);
  });

  it('shrinks size and frame rate as the estimate falls, keeping room for audio', () => {
    expect(videoSettingsFor(figures(200), FULL_VIDEO)).toEqual({
      active: true,
      maxBitrate: 152_000,
      scaleResolutionDownBy: 4,
      maxFramerate: 10,
    });
    expect(videoSettingsFor(figures(400), FULL_VIDEO).scaleResolutionDownBy).toBe(2);
    expect(videoSettingsFor(figures(5000), FULL_VIDEO)).toEqual(FULL_VIDEO);
  });

  it('keeps video going before anything is measured', () => {
    expect(videoSettingsFor(figures(null, null), FULL_VIDEO)).toEqual(FULL_VIDEO);
  });
});
