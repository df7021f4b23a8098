import type { User } from '@rha/contracts';
import { QUESTIONNAIRE } from '@rha/contracts/questionnaire';
import { Button, Card, FormAlert, ProgressBar, Stack, vars } from '@rha/design-system';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { POLICY_REQUIRED, SAVE_FAILED_TITLE } from './notices';
import { StepFields } from './steps/StepFields';
import { useOnboardingFlow } from './useOnboardingFlow';

const Counter = styled.p`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.textMuted};
`;

const Heading = styled.h2`
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.primary};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Help = styled.p`
  color: ${vars.color.textMuted};
`;

/** The step's controls; disabled as a whole while the step is being saved. */
const Answers = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Hint = styled.p`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
  text-align: end;
`;

export interface OnboardingFlowProps {
  metadata: TechnicianMetadata;
  user: User | null | undefined;
}

/** The questionnaire, one step at a time, with its counter, progress, Back and Continue. */
export function OnboardingFlow({ metadata, user }: OnboardingFlowProps) {
  const flow = useOnboardingFlow({ metadata, subject: user?.keycloakId });
  const definition = QUESTIONNAIRE[flow.step];
  const headingId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  const answersGroup = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef(flow.step);

  // Screen reader and keyboard users start each new step at its question, not wherever they were.
  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    heading.current?.focus();
  }, [flow.step]);

  /** The first answer to fix, else the step's question. */
  const focusFirstInvalid = () => {
    const group = answersGroup.current;
    const target =
      group?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      group?.querySelector<HTMLElement>('[aria-describedby] button:not(:disabled)');
    (target ?? heading.current)?.focus();
  };

  // The pressed button was disabled while saving, so focus goes to what went wrong.
  useEffect(() => {
    if (!flow.failure) return;
    if (failureAlert.current) failureAlert.current.focus();
    else focusFirstInvalid();
  }, [flow.failure]);

  // A Continue the step's own rules stopped: focus goes to the first answer to fix.
  useEffect(() => {
    if (flow.refusals > 0) focusFirstInvalid();
  }, [flow.refusals]);

  const policyMissing = flow.isLast && !flow.answers.policyAccepted;
  // A refusal already shows under each field it concerns; the alert is for what has no field.
  const showFailure =
    flow.failure && (flow.failure.retryable || Object.keys(flow.fieldErrors).length === 0);

  return (
    <Card as="section" aria-labelledby={headingId} padding="lg">
      <Stack gap={6}>
        <Stack gap={2}>
          <Counter>
            Step {flow.number} of {flow.total}
          </Counter>
          <ProgressBar value={flow.percent} label="Onboarding progress" />
        </Stack>
        <Stack gap={2}>
          <Heading id={headingId} ref={heading} tabIndex={-1}>
            {definition.title}
          </Heading>
          <Help>{definition.help}</Help>
        </Stack>
        <Answers ref={answersGroup} disabled={flow.saving}>
          <StepFields
            key={flow.step}
            definition={definition}
            isLast={flow.isLast}
            answers={flow.answers}
            onChange={flow.change}
            errors={flow.fieldErrors}
            headingId={headingId}
            referenceEntry={flow.referenceEntry}
            onReferenceEntryChange={flow.changeReferenceEntry}
            user={user}
          />
        </Answers>
        {showFailure && flow.failure && (
          <FormAlert ref={failureAlert} tabIndex={-1} title={SAVE_FAILED_TITLE}>
            <Stack gap={3} align="start">
              <p>{flow.failure.message}</p>
              {flow.failure.retryable && (
                <>
                  <p>Your answers are still here and kept on this device.</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={flow.saving}
                    onClick={() => void flow.continueStep()}
                  >
                    Retry
                  </Button>
                </>
              )}
            </Stack>
          </FormAlert>
        )}
        <Stack gap={2}>
          <Actions>
            <Button variant="secondary" disabled={flow.isFirst || flow.saving} onClick={flow.back}>
              Back
            </Button>
            <Button
              loading={flow.saving}
              disabled={policyMissing}
              {...(policyMissing ? { 'aria-describedby': hintId } : {})}
              onClick={() => void flow.continueStep()}
            >
              {flow.isLast ? 'Complete Registration' : 'Continue'}
            </Button>
          </Actions>
          {policyMissing && <Hint id={hintId}>{POLICY_REQUIRED}</Hint>}
        </Stack>
      </Stack>
    </Card>
  );
}
