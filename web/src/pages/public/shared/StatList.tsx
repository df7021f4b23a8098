import { vars } from '@rha/design-system';
import styled from 'styled-components';

const Root = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${vars.space[4]};
  margin: 0;

  & div {
    padding: ${vars.space[4]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }

  & dt {
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.primary};
  }

  & dd {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, each with what it measures. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <Root>
      {stats.map((stat) => (
        <div key={stat.value}>
          <dt>{stat.value}</dt>
          <dd>{stat.label}</dd>
        </div>
      ))}
    </Root>
  );
}
