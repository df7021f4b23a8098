import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { BarFill, BarTrack } from '../internal/bar.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface StepperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The steps' names in order, e.g. the onboarding steps. */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  /** Names the stepper for assistive technology. Defaults to 'Progress'. */
  label?: string;
  /** The status line from the 1-based step number and the count. Defaults to 'Step {index} of {total}'. */
  formatStatus?: (index: number, total: number) => string;
  /** Read after a finished step's name. Defaults to '(completed)'. */
  completedLabel?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const CurrentName = styled.span`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.primary};
`;

const Bar = styled(BarTrack)`
  height: 0.375rem;
`;

const Steps = styled.ol`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  /* On small screens the status line says it all; the names would not fit side by side. */
  ${media.below.md} {
    ${visuallyHiddenCss}
  }
`;

const Step = styled.li`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
  counter-increment: step;

  /* The number and tick are drawn for the eye only ('/ ""'): the list and the hidden text carry them. */
  &::before {
    content: counter(step);
    content: counter(step) / '';
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: 50%;
    background: ${vars.color.surface};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-state='complete']::before {
    content: '✓';
    content: '✓' / '';
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  &[data-state='current'] {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-state='current']::before {
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

function defaultStatus(index: number, total: number): string {
  return `Step ${index} of ${total}`;
}

/**
 * Where a person is in a multi-step form: 'Step 2 of 5' with the current step's name, a bar, and on
 * wide screens the list of steps (the current one marked aria-current="step").
 */
export const Stepper = forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  {
    steps,
    current,
    label = 'Progress',
    formatStatus = defaultStatus,
    completedLabel = '(completed)',
    ...rest
  },
  ref,
) {
  const total = steps.length;
  const index = Math.min(Math.max(current, 0), Math.max(total - 1, 0));
  const fraction = total > 0 ? (index + 1) / total : 0;
  return (
    <Root ref={ref} role="group" aria-label={label} {...rest}>
      {total > 0 && (
        <Status>
          <span>{formatStatus(index + 1, total)}</span>
          <CurrentName>{steps[index]}</CurrentName>
        </Status>
      )}
      <Bar aria-hidden="true">
        <BarFill fraction={fraction} />
      </Bar>
      <Steps>
        {steps.map((step, position) => {
          const state = position < index ? 'complete' : position === index ? 'current' : 'upcoming';
          return (
            <Step
              key={step}
              data-state={state}
              {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
            >
              {step}
              {state === 'complete' && <Hidden> {completedLabel}</Hidden>}
            </Step>
          );
        })}
      </Steps>
    </Root>
  );
});
Stepper.displayName = 'Stepper';
