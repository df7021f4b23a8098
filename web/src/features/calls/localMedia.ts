/** Small camera frames: the link, not the screen, is the limit. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 24, max: 30 },
};

/**
 * This side's microphone and camera; microphone alone where there is no camera (or it is
 * refused), since the call is audio first.
 */
export async function openLocalMedia(): Promise<MediaStream> {
  const audio: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };
  try {
    return await navigator.mediaDevices.getUserMedia({ audio, video: VIDEO_CONSTRAINTS });
  } catch {
    return navigator.mediaDevices.getUserMedia({ audio });
  }
}
