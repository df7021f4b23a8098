/**
 * A photo of what the camera sees now, at the size the camera gives (not the size the call sends:
 * the still is what the expert studies when the video is too thin to).
 */
export interface Still {
  file: File;
  width: number;
  height: number;
}

export async function captureStill(stream: MediaStream, now = new Date()): Promise<Still> {
  const track = stream.getVideoTracks()[0];
  if (!track) throw new Error('no camera in this call');
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  try {
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('the camera gave no picture');
    const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const file = new File([blob], `still-${stamp}.jpg`, { type: 'image/jpeg' });
    return { file, width: canvas.width, height: canvas.height };
  } finally {
    video.pause();
    video.srcObject = null;
  }
}
