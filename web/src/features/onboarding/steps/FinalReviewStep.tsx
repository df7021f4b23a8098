import type { User } from '@rha/contracts';
import { Stack, vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { answerSummary } from '../answerSummary';
import type { OnboardingAnswers } from '../onboardingAnswers';

const SubHeading = styled.h3`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${vars.space[2]};
    }
  }
`;

/** One term and its value; the grid lays out the terms and values themselves. */
const Pair = styled.div`
  display: contents;
`;

const Note = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const NOT_PROVIDED = 'Not provided';

export interface FinalReviewStepProps {
  answers: OnboardingAnswers;
  /** The signed-in profile whose contact details the review shows. */
  user: User | null | undefined;
  /** The privacy policy's question, as the questionnaire asks it. */
  policy: ReactNode;
}

/** The contact details from the profile, every answer, and the privacy policy to accept. */
export function FinalReviewStep({ answers, user, policy }: FinalReviewStepProps) {
  const profile: [string, string | null | undefined][] = [
    ['Name', user?.fullName],
    ['Email', user?.email],
    ['Phone', user?.phone],
    ['City', user?.city],
    ['State', user?.state],
    ['ZIP Code', user?.zipCode],
  ];
  return (
    <Stack gap={6}>
      <Stack gap={3}>
        <SubHeading>Your details</SubHeading>
        <Summary aria-label="Your details">
          {profile.map(([label, value]) => (
            <Pair key={label}>
              <dt>{label}</dt>
              <dd>{value || NOT_PROVIDED}</dd>
            </Pair>
          ))}
        </Summary>
        <Note>You can change these later in Profile Settings.</Note>
      </Stack>
      <Stack gap={3}>
        <SubHeading>Your answers</SubHeading>
        <Summary aria-label="Your answers">
          {answerSummary(answers).map((line) => (
            <Pair key={line.step}>
              <dt>{line.title}</dt>
              <dd>{line.value}</dd>
            </Pair>
          ))}
        </Summary>
        <Note>Use Back to change an answer.</Note>
      </Stack>
      {policy}
    </Stack>
  );
}
