import { HELD_JOB_STATUSES, type ServiceRequestStatus } from '@rha/contracts/reference';
import type { Call } from '@rha/contracts/schemas';
import {
  Button,
  CallPanel,
  LinkQuality,
  StillsPrompt,
  type CallPanelState,
} from '@rha/design-system';
import { AnnotatedStill } from '../stills/AnnotatedStill';
import type { CallEngineState } from './callEngine';
import { RequestTimeline } from '../service-request/RequestTimeline';
import { useCallStill } from './useCallStill';
import { useJobCall } from './useJobCall';

export interface JobCallPanelProps {
  requestId: string;
  status: ServiceRequestStatus;
  /** Lists the ended calls under the panel; off where the job's timeline already tells them. */
  history?: boolean;
}

function names(call: Call, exceptUserId: (userId: string) => boolean): string {
  return call.participants
    .filter((p) => p.leftAt === null && !exceptUserId(p.userId))
    .map((p) => p.name)
    .join(' and ');
}

function panelState(call: ReturnType<typeof useJobCall>): {
  state: CallPanelState;
  statusText: string;
} {
  const { open, joined, inCall, other, engineState } = call;
  if (!open) return { state: 'idle', statusText: 'No call on this job.' };
  const otherName = other?.name ?? 'the other side';
  if (!inCall) {
    const isMe = (userId: string) => userId === call.user?.id || userId === call.user?.keycloakId;
    if (joined) {
      // Seated but with no call on this page: it was reloaded, or opened on another device.
      return {
        state: 'incoming',
        statusText:
          open.status === 'ringing'
            ? 'Your call is still ringing'
            : `You are still in the call with ${otherName}`,
      };
    }
    if (open.status === 'ringing') {
      return { state: 'incoming', statusText: `${open.startedBy.name} is calling` };
    }
    return { state: 'incoming', statusText: `In a call: ${names(open, isMe) || otherName}` };
  }
  if (open.status === 'ringing') return { state: 'calling', statusText: 'Calling…' };
  if (!engineState || engineState.link === 'connecting') {
    return { state: 'connecting', statusText: `Connecting to ${otherName}…` };
  }
  if (engineState.link === 'reconnecting') {
    return { state: 'active', statusText: `Reconnecting to ${otherName}…` };
  }
  return { state: 'active', statusText: `In call with ${otherName}` };
}

function stillsMessage(engineState: CallEngineState, takesStills: boolean): string {
  if (engineState.sending.videoPaused) {
    return takesStills
      ? 'Video paused: the link is too thin to send video. Send a still instead.'
      : 'Your video paused: the link is too thin to send it.';
  }
  return takesStills
    ? 'Their video paused: the link is too thin. You can still send stills.'
    : 'Their video paused: the link is too thin. The technician can send stills instead.';
}

/**
 * A job's call where the job is shown: start it on a held job, join one ringing with one press, and
 * in the call the video, the link's quality both ways and the offer of stills when video pauses.
 */
export function JobCallPanel({ requestId, status, history = true }: JobCallPanelProps) {
  const call = useJobCall(requestId);
  const { engine, engineState } = call;
  const shared = useCallStill(requestId, engine, call.other);
  const callable = HELD_JOB_STATUSES.includes(status);
  const earlier = history ? call.calls.filter((item) => item.status === 'ended') : [];
  if (!callable && !call.open && earlier.length === 0) return null;
  const { state, statusText } = panelState(call);
  const takesStills = call.user?.userType === 'technician';
  const sendStill = engine && takesStills ? () => void shared.take() : undefined;

  return (
    <CallPanel
      state={state}
      statusText={statusText}
      {...(callable && { onStart: () => void call.start() })}
      onJoin={() => void call.join()}
      {...(call.joined && !call.inCall && { labels: { join: 'Rejoin' } })}
      onHangUp={() => void call.hangUp()}
      pending={call.pending}
      muted={call.muted}
      onToggleMute={call.toggleMute}
      cameraOn={call.cameraOn}
      onToggleCamera={call.toggleCamera}
      remoteStream={engineState?.remoteStream ?? null}
      remoteVideoPaused={
        !!engineState && (engineState.receiving.videoPaused || !engineState.remoteCameraOn)
      }
      localStream={engine?.localStream ?? null}
      message={call.message}
      history={
        earlier.length > 0 && <RequestTimeline entries={[]} calls={earlier} label="Earlier calls" />
      }
      quality={
        engineState && (
          <LinkQuality
            directions={[
              { label: 'Sending', ...engineState.sending },
              { label: 'Receiving', ...engineState.receiving },
            ]}
          />
        )
      }
      prompt={
        <>
          {engineState?.stillsOffered && (
            <StillsPrompt
              message={stillsMessage(engineState, takesStills)}
              {...(sendStill && { onSendStill: sendStill })}
            />
          )}
          {sendStill && !engineState?.stillsOffered && (
            <Button variant="secondary" onClick={sendStill} loading={shared.taking}>
              Send a still
            </Button>
          )}
          {shared.message && <p role="alert">{shared.message}</p>}
          {engine && shared.still && (
            <section aria-label="Still in the call">
              <AnnotatedStill
                key={shared.still.fileId}
                photo={{ ...shared.still, id: shared.still.fileId, strokes: [] }}
                viewerId={call.user?.keycloakId}
                canDraw
                onDrawn={shared.sendStroke}
                onUndone={shared.sendUndo}
              />
            </section>
          )}
        </>
      }
    />
  );
}
