import {
  CLIP_CONTENT_TYPES,
  RECORDING_LIMITS,
  VOICE_NOTE_CONTENT_TYPES,
} from '@rha/contracts/reference';
import { useEffect, useRef, useState } from 'react';

export type RecordingKind = 'clip' | 'voiceNote';

export type RecorderState =
  | { state: 'idle' }
  | { state: 'recording'; seconds: number; stream: MediaStream }
  | { state: 'failed'; reason: string };

/** The first container this browser records, with the codecs asked for where it names them. */
function recordedType(kind: RecordingKind): string | undefined {
  const types: readonly string[] = kind === 'clip' ? CLIP_CONTENT_TYPES : VOICE_NOTE_CONTENT_TYPES;
  return types.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Records a clip (camera and microphone) or a voice note (microphone only) at the low rates a
 * satellite link carries, stopping by itself at the kind's longest length; `onRecorded` gets the
 * file once the recorder stops.
 */
export function useRecorder(kind: RecordingKind, onRecorded: (file: File) => void) {
  const [recorder, setRecorder] = useState<RecorderState>({ state: 'idle' });
  const active = useRef<MediaRecorder | null>(null);
  const limits = RECORDING_LIMITS[kind];

  useEffect(() => () => active.current?.stop(), []);

  async function start() {
    const type = typeof MediaRecorder === 'undefined' ? undefined : recordedType(kind);
    if (!type) {
      setRecorder({ state: 'failed', reason: 'This browser cannot record here.' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: kind === 'clip' ? { width: 640, height: 480, frameRate: 15 } : false,
      });
    } catch {
      setRecorder({ state: 'failed', reason: 'The camera or microphone could not be used.' });
      return;
    }
    const media = new MediaRecorder(stream, {
      mimeType: type,
      audioBitsPerSecond: limits.audioBitsPerSecond,
      ...('videoBitsPerSecond' in limits && { videoBitsPerSecond: limits.videoBitsPerSecond }),
    });
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const ticker = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      if (seconds >= limits.maxSeconds) media.stop();
      else setRecorder({ state: 'recording', seconds, stream });
    }, 250);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      clearInterval(ticker);
      stream.getTracks().forEach((track) => track.stop());
      active.current = null;
      setRecorder({ state: 'idle' });
      const extension = type.endsWith('mp4') ? 'mp4' : type.endsWith('ogg') ? 'ogg' : 'webm';
      const name = `${kind === 'clip' ? 'clip' : 'voice-note'}-${new Date().toISOString().replace(/[:.]/g, '-')}.${extension}`;
      onRecorded(new File(chunks, name, { type }));
    };
    active.current = media;
    media.start(1000);
    setRecorder({ state: 'recording', seconds: 0, stream });
  }

  return { recorder, start, stop: () => active.current?.stop(), maxSeconds: limits.maxSeconds };
}
