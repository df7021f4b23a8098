import { Grid, Stack, vars } from '@rha/design-system';
import styled from 'styled-components';
import { Illustration } from '../../../assets/Illustration';
import { illustrations } from '../../../assets/illustrations';
import { successStory } from '../content/successStory';
import { StatList } from './StatList';

const Quote = styled.figure`
  margin: 0;
  padding-left: ${vars.space[5]};
  border-left: 4px solid ${vars.color.accent};

  & blockquote {
    margin: 0 0 ${vars.space[3]};
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.xl};
    line-height: ${vars.font.lineHeight.snug};
  }

  & figcaption {
    color: ${vars.color.textMuted};
  }
`;

/** The customer success story with its quoted founder. */
export function SuccessStory() {
  const { title, customer, story, results, quote, quotedPerson, quotedRole } = successStory;
  return (
    <Grid columns={2} gap={8}>
      <Stack gap={4}>
        <h3>{title}</h3>
        <p>
          <strong>{customer}</strong>
        </p>
        {story.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <StatList stats={results} />
      </Stack>
      <Stack gap={6}>
        <Illustration image={illustrations.clinicSatellite} />
        <Quote>
          <blockquote>
            <p>“{quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{quotedPerson}</strong>, {quotedRole}
          </figcaption>
        </Quote>
      </Stack>
    </Grid>
  );
}
