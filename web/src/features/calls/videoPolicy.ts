import type { LinkFigures } from './linkQuality';
import { THIN_LINK_BITRATE, THIN_LINK_ROUND_TRIP_MS } from './linkQuality';

/** How the camera is sent: off, or its ceiling, size divisor and frame rate. */
export interface VideoSendSettings {
  active: boolean;
  maxBitrate: number;
  scaleResolutionDownBy: number;
  maxFramerate: number;
}

/** What the audio sender and its overheads keep for themselves from the estimate (bit/s). */
const AUDIO_RESERVE = 48_000;
/** Video never asks for more than this, however wide the path: a job's camera needs no more. */
export const VIDEO_MAX_BITRATE = 900_000;
/** Video resumes only this far above where it paused, so a link at the edge does not flap. */
const RESUME_MARGIN = 1.5;

export const FULL_VIDEO: VideoSendSettings = {
  active: true,
  maxBitrate: VIDEO_MAX_BITRATE,
  scaleResolutionDownBy: 1,
  maxFramerate: 24,
};

/**
 * Chooses the camera's settings from what this side's sending direction carries: paused when it is
 * too thin (or the round trip too long), then smaller and slower as the estimate falls.
 */
export function videoSettingsFor(
  sending: LinkFigures,
  current: VideoSendSettings,
): VideoSendSettings {
  const estimate = sending.bitrateKbps === null ? null : sending.bitrateKbps * 1000;
  const roundTrip = sending.roundTripMs;
  const resuming = !current.active;
  const thinBitrate = THIN_LINK_BITRATE * (resuming ? RESUME_MARGIN : 1);
  const thinRoundTrip = THIN_LINK_ROUND_TRIP_MS / (resuming ? RESUME_MARGIN : 1);
  if (
    (estimate !== null && estimate < thinBitrate) ||
    (roundTrip !== null && roundTrip > thinRoundTrip)
  ) {
    return { ...current, active: false };
  }
  if (estimate === null) return { ...current, active: true };
  const budget = Math.min(VIDEO_MAX_BITRATE, Math.max(estimate - AUDIO_RESERVE, 60_000));
  if (budget < 250_000) {
    return { active: true, maxBitrate: budget, scaleResolutionDownBy: 4, maxFramerate: 10 };
  }
  if (budget < 500_000) {
    return { active: true, maxBitrate: budget, scaleResolutionDownBy: 2, maxFramerate: 15 };
  }
  return { ...FULL_VIDEO, maxBitrate: budget };
}
