import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';
import { CallVideo } from './CallVideo.js';

/**
 * idle: no call, one may be started; calling: started here, waiting for the other side; incoming:
 * the other side calls, one press joins; connecting / active: in the call; ended: it is over.
 */
export type CallPanelState = 'idle' | 'calling' | 'incoming' | 'connecting' | 'active' | 'ended';

export interface CallPanelLabels {
  start: string;
  join: string;
  hangUp: string;
  mute: string;
  unmute: string;
  cameraOff: string;
  cameraOn: string;
  remoteVideo: string;
  ownVideo: string;
  videoPaused: string;
}

const DEFAULT_LABELS: CallPanelLabels = {
  start: 'Start call',
  join: 'Join',
  hangUp: 'Hang up',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Camera off',
  cameraOn: 'Camera on',
  remoteVideo: 'Their video',
  ownVideo: 'Your video',
  videoPaused: 'Video paused',
};

export interface CallPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's heading. Defaults to 'Call'. */
  title?: string;
  state: CallPanelState;
  /** One line saying where the call stands, e.g. 'Ana Nanuk is calling'. */
  statusText: ReactNode;
  /** A start is offered only with this. */
  onStart?: () => void;
  onJoin?: () => void;
  onHangUp?: () => void;
  /** An action is on its way: its button shows a spinner. */
  pending?: boolean;
  muted?: boolean;
  onToggleMute?: () => void;
  cameraOn?: boolean;
  onToggleCamera?: () => void;
  /** The other person's audio and video, shown large. */
  remoteStream?: MediaStream | null;
  /** The other side's video does not arrive (paused for the link, or their camera is off). */
  remoteVideoPaused?: boolean;
  /** One's own camera, shown small in a corner. */
  localStream?: MediaStream | null;
  /** A link-quality indicator, under the video. */
  quality?: ReactNode;
  /** A prompt shown above the controls, e.g. the offer to send stills. */
  prompt?: ReactNode;
  /** A message for the person, e.g. why a join was refused. */
  message?: ReactNode;
  /** The job's earlier calls, under the controls. */
  history?: ReactNode;
  labels?: Partial<CallPanelLabels>;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${media.atLeast.md} {
    padding: ${vars.space[4]};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 60rem;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceInverse};

  ${media.atLeast.md} {
    aspect-ratio: 16 / 9;
  }
`;

const RemoteVideo = styled(CallVideo)`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const OwnVideo = styled(CallVideo)`
  position: absolute;
  right: ${vars.space[2]};
  bottom: ${vars.space[2]};
  width: 28%;
  max-width: 12rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border: 2px solid ${vars.color.surface};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
`;

const Paused = styled.p`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  font-size: ${vars.font.size.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Message = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

/**
 * A job's call: offers to start one, shows an incoming call with a one-press Join, and in the call
 * the other person's video large, one's own small in its corner, the link's quality and the
 * controls (mute, camera, hang up). Fits a 390 px phone: the video keeps its shape, buttons wrap.
 */
export const CallPanel = forwardRef<HTMLElement, CallPanelProps>(function CallPanel(
  {
    title = 'Call',
    state,
    statusText,
    onStart,
    onJoin,
    onHangUp,
    pending = false,
    muted = false,
    onToggleMute,
    cameraOn = true,
    onToggleCamera,
    remoteStream = null,
    remoteVideoPaused = false,
    localStream = null,
    quality,
    prompt,
    message,
    history,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const inCall = state === 'connecting' || state === 'active';
  const canHangUp = inCall || state === 'calling';
  return (
    <Root ref={ref} aria-labelledby={headingId} data-call-state={state} {...rest}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        <Status role="status">{statusText}</Status>
      </Header>
      {inCall && (
        <Stage>
          <RemoteVideo stream={remoteStream} aria-label={labels.remoteVideo} />
          {remoteVideoPaused && (
            <Paused>
              <Icon name="videoOff" />
              {labels.videoPaused}
            </Paused>
          )}
          {localStream && cameraOn && (
            <OwnVideo stream={localStream} muted aria-label={labels.ownVideo} />
          )}
        </Stage>
      )}
      {inCall && quality}
      {prompt}
      {message && <Message role="alert">{message}</Message>}
      <Controls>
        {(state === 'idle' || state === 'ended') && onStart && (
          <Button onClick={onStart} loading={pending}>
            <Icon name="phone" />
            {labels.start}
          </Button>
        )}
        {state === 'incoming' && onJoin && (
          <Button onClick={onJoin} loading={pending}>
            <Icon name="phone" />
            {labels.join}
          </Button>
        )}
        {inCall && onToggleMute && (
          <Button variant="secondary" onClick={onToggleMute}>
            <Icon name={muted ? 'micOff' : 'mic'} />
            {muted ? labels.unmute : labels.mute}
          </Button>
        )}
        {inCall && onToggleCamera && (
          <Button variant="secondary" onClick={onToggleCamera}>
            <Icon name={cameraOn ? 'video' : 'videoOff'} />
            {cameraOn ? labels.cameraOff : labels.cameraOn}
          </Button>
        )}
        {canHangUp && onHangUp && (
          <Button variant="destructive" onClick={onHangUp}>
            <Icon name="hangUp" />
            {labels.hangUp}
          </Button>
        )}
      </Controls>
      {history}
    </Root>
  );
});
CallPanel.displayName = 'CallPanel';
