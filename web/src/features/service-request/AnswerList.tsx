import { vars } from '@rha/design-system';
import styled from 'styled-components';
import { PhoneLink } from '../shared/ContactLinks';
import { answerRows, type ListedAnswers } from './answerRows';

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

/** Questions and their answers, one under the other; unanswered ones are left out. */
export function AnswerList({ answers }: { answers: ListedAnswers }) {
  return (
    <List aria-label="Answers">
      {answerRows(answers).map(([question, value, key]) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{key === 'phoneNumber' ? <PhoneLink phone={value} /> : value}</dd>
        </div>
      ))}
    </List>
  );
}
