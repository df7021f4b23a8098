import { Button, FormAlert, Stack } from '@rha/design-system';
import { useEffect, useRef } from 'react';
import { useRecorder, type RecordingKind } from './useRecorder';

const LABELS: Record<RecordingKind, { start: string; stop: string }> = {
  clip: { start: 'Record a clip', stop: 'Stop and send the clip' },
  voiceNote: { start: 'Record a voice note', stop: 'Stop and send the voice note' },
};

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Starts and stops a recording; the recorded file is handed over to be sent. */
export function RecordButton({
  kind,
  onRecorded,
}: {
  kind: RecordingKind;
  onRecorded: (file: File) => void;
}) {
  const { recorder, start, stop, maxSeconds } = useRecorder(kind, onRecorded);
  const preview = useRef<HTMLVideoElement>(null);
  const stream = recorder.state === 'recording' ? recorder.stream : null;

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);

  if (recorder.state === 'recording') {
    return (
      <Stack gap={2} align="start">
        {kind === 'clip' && (
          <video ref={preview} muted autoPlay playsInline width={240} aria-label="Camera" />
        )}
        <p aria-live="polite">
          Recording {clock(recorder.seconds)} of {clock(maxSeconds)}
        </p>
        <Button type="button" variant="destructive" onClick={stop}>
          {LABELS[kind].stop}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={2} align="start">
      {recorder.state === 'failed' && <FormAlert title={recorder.reason} />}
      <Button type="button" variant="secondary" onClick={() => void start()}>
        {LABELS[kind].start}
      </Button>
    </Stack>
  );
}
