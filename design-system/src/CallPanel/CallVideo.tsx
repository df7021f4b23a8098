import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

export interface CallVideoProps extends VideoHTMLAttributes<HTMLVideoElement> {
  stream: MediaStream | null;
}

/** A video element showing a live stream: streams cannot be given as a src attribute. */
export function CallVideo({ stream, ...rest }: CallVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline {...rest} />;
}
