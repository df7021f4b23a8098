import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

/** The rounded track of a progress bar; set its height where it is used. */
export const BarTrack = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
`;

const Fill = styled.div`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.primary};
  transform-origin: left center;
  transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  ${media.reducedMotion} {
    transition: none;
  }
`;

/** The filled part of a BarTrack, from 0 (empty) to 1 (full). */
export function BarFill({ fraction }: { fraction: number }) {
  // A transform, not a width, so the bar's style stays static whatever the value.
  return <Fill style={{ transform: `scaleX(${fraction})` }} />;
}
