import { VIDEO_DURATION_OPTIONS } from '@rha/contracts/reference';
import { vars } from '@rha/design-system';
import styled from 'styled-components';
import type { ServiceRequestStoredAnswers } from '../../api/bffTypes';
import { useCompanyLocations } from '../../api/locations';
import { locationLabel } from '../company/locationLabel';
import { QUESTIONS } from './questions';

const List = styled.dl`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.semibold};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const YES_NO_LABELS: Record<string, string> = { yes: 'Yes', no: 'No' };

function durationLabel(value: string): string {
  return VIDEO_DURATION_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The answers the request was sent with; questions the form did not ask are left out. */
export function RequestAnswers({ answers }: { answers: ServiceRequestStoredAnswers }) {
  const locations = useCompanyLocations();
  const location = locations.data?.find((entry) => entry.id === answers.location);
  const yesNo = (value: string) => YES_NO_LABELS[value] ?? value;
  const rows: [string, string][] = [
    [QUESTIONS.jobDescription, answers.jobDescription],
    [QUESTIONS.location, location ? locationLabel(location) : ''],
    [QUESTIONS.restrictedAccess, yesNo(answers.restrictedAccess)],
    [QUESTIONS.contactPerson, answers.contactPerson],
    [QUESTIONS.phoneNumber, answers.phoneNumber],
    [QUESTIONS.liveVideoRequired, yesNo(answers.liveVideoRequired)],
    [QUESTIONS.hasWifi, yesNo(answers.hasWifi)],
    [QUESTIONS.wantProPackage, yesNo(answers.wantProPackage)],
    [QUESTIONS.hasOutlet, yesNo(answers.hasOutlet)],
    [QUESTIONS.videoDuration, durationLabel(answers.videoDuration)],
    [QUESTIONS.connectionMethod, answers.connectionMethod],
    [QUESTIONS.hasDocumentation, yesNo(answers.hasDocumentation)],
    [QUESTIONS.additionalInformation, answers.additionalInformation],
  ];
  return (
    <List aria-label="Answers">
      {rows
        .filter(([, value]) => value !== '')
        .map(([question, value]) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}
