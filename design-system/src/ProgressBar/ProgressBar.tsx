import { forwardRef, useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { BarFill, BarTrack } from '../internal/bar.js';
import { vars } from '../theme.js';

export interface ProgressBarProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'children'
> {
  /** Progress so far, between 0 and max. */
  value: number;
  /** The value that means done. Defaults to 100. */
  max?: number;
  /** Visible label above the bar, which also names it, e.g. 'Profile completion'. Without one, give an aria-label. */
  label?: string;
  /** How the value reads aloud and beside the label, e.g. 'Step 2 of 5'. Defaults to the percentage. */
  valueText?: string;
  /** Shows the value text beside the label. Defaults to true when there is a label. */
  showValue?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
`;

const Label = styled.span`
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.text};
`;

const Value = styled.span`
  color: ${vars.color.textMuted};
`;

const Track = styled(BarTrack)`
  height: 0.5rem;
  box-shadow: inset 0 0 0 1px ${vars.color.border};
`;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/** A horizontal bar showing how far along something is (role=progressbar). */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, valueText, showValue = label !== undefined, id, ...rest },
  ref,
) {
  const safeMax = max > 0 ? max : 100;
  const current = clamp(value, safeMax);
  const fraction = current / safeMax;
  const text = valueText ?? `${Math.round(fraction * 100)}%`;
  const labelId = useId();
  return (
    <Root>
      {label !== undefined && (
        <Caption>
          <Label id={labelId}>{label}</Label>
          {showValue && <Value aria-hidden="true">{text}</Value>}
        </Caption>
      )}
      <Track
        ref={ref}
        id={id}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={current}
        aria-valuetext={text}
        {...(label !== undefined ? { 'aria-labelledby': labelId } : {})}
        {...rest}
      >
        <BarFill fraction={fraction} />
      </Track>
    </Root>
  );
});
ProgressBar.displayName = 'ProgressBar';
