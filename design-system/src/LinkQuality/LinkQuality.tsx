import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

/** good: audio and video flow; poor: video struggles; thin: too little for video, audio only. */
export type LinkLevel = 'good' | 'poor' | 'thin';

export interface LinkDirection {
  /** Which way the media goes, e.g. 'Sending' or 'Receiving'. */
  label: string;
  level: LinkLevel;
  /** Round trip in milliseconds, null until measured. */
  roundTripMs: number | null;
  /** Share of packets lost, 0 to 100, null until measured. */
  lossPercent: number | null;
  /** Bits per second carried (or estimated available) in kbit/s, null until measured. */
  bitrateKbps: number | null;
}

export interface LinkQualityProps extends HTMLAttributes<HTMLElement> {
  directions: LinkDirection[];
  /** The indicator's name for assistive technology. Defaults to 'Link quality'. */
  label?: string;
  /** Words for each level. */
  levelLabels?: Record<LinkLevel, string>;
  /** Shown for a figure not measured yet. Defaults to 'measuring'. */
  pendingText?: string;
}

const DEFAULT_LEVEL_LABELS: Record<LinkLevel, string> = {
  good: 'Good',
  poor: 'Poor',
  thin: 'Too thin for video',
};

const BARS_LIT: Record<LinkLevel, number> = { good: 3, poor: 2, thin: 1 };

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  min-width: 0;
  --bar-lit: ${vars.color.primary};

  &[data-level='poor'] {
    --bar-lit: ${vars.color.accent};
  }
  &[data-level='thin'] {
    --bar-lit: ${vars.color.danger};
  }
`;

const Level = styled.strong`
  font-weight: ${vars.font.weight.semibold};
`;

const Figures = styled.span`
  color: ${vars.color.textMuted};
`;

const Bars = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;

  rect {
    fill: ${vars.color.border};
  }
  rect[data-lit='true'] {
    fill: var(--bar-lit);
  }
`;

function SignalBars({ level }: { level: LinkLevel }) {
  const lit = BARS_LIT[level];
  return (
    <Bars viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={`signal-${level}`}>
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={3 + bar * 7}
          y={16 - bar * 6}
          width="4"
          height={5 + bar * 6}
          rx="1"
          data-lit={bar < lit}
        />
      ))}
    </Bars>
  );
}

function bitrateText(kbps: number): string {
  return kbps >= 1000 ? `${(kbps / 1000).toFixed(1)} Mbit/s` : `${Math.round(kbps)} kbit/s`;
}

function figuresText(direction: LinkDirection, pending: string): string {
  const bitrate = direction.bitrateKbps === null ? pending : bitrateText(direction.bitrateKbps);
  const roundTrip =
    direction.roundTripMs === null ? pending : `${Math.round(direction.roundTripMs)} ms`;
  const loss =
    direction.lossPercent === null ? pending : `${direction.lossPercent.toFixed(1)}% lost`;
  return `${bitrate} · round trip ${roundTrip} · ${loss}`;
}

/**
 * How the call's link is doing, each direction on its own line: an icon of one to three bars, the
 * level in words and its figures (bitrate, round trip, loss). Colour is never the only signal.
 */
export const LinkQuality = forwardRef<HTMLUListElement, LinkQualityProps>(function LinkQuality(
  {
    directions,
    label = 'Link quality',
    levelLabels = DEFAULT_LEVEL_LABELS,
    pendingText = 'measuring',
    ...rest
  },
  ref,
) {
  return (
    <List ref={ref} aria-label={label} {...rest}>
      {directions.map((direction) => (
        <Row
          key={direction.label}
          data-level={direction.level}
          data-bitrate-kbps={direction.bitrateKbps ?? undefined}
        >
          <SignalBars level={direction.level} />
          <Level>
            {direction.label}: {levelLabels[direction.level]}
          </Level>
          <Figures>{figuresText(direction, pendingText)}</Figures>
        </Row>
      ))}
    </List>
  );
});
LinkQuality.displayName = 'LinkQuality';
