import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface Figure {
  /** What the figure counts, e.g. 'Due'. */
  label: string;
  /** The figure as it should read, e.g. '$587.50'. */
  value: ReactNode;
  /** A line under the figure, e.g. 'Last paid Dec 15'. */
  note?: ReactNode;
  /** The figure the person looks for first: drawn in the primary colour. */
  emphasis?: boolean;
}

export interface FiguresProps extends HTMLAttributes<HTMLDListElement> {
  figures: readonly Figure[];
}

/** Side by side while they fit, each at least 9rem wide, and one under another on a narrow phone. */
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
`;

const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }

  dd {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  &[data-emphasis='true'] dd {
    color: ${vars.color.primary};
  }

  dd + dd {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.regular};
  }
`;

/** A few key figures (totals, counts) each under its label, read as a description list. */
export const Figures = forwardRef<HTMLDListElement, FiguresProps>(function Figures(
  { figures, ...rest },
  ref,
) {
  return (
    <List ref={ref} {...rest}>
      {figures.map((figure) => (
        <Entry key={figure.label} data-emphasis={figure.emphasis ? 'true' : undefined}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
          {figure.note !== undefined && <dd>{figure.note}</dd>}
        </Entry>
      ))}
    </List>
  );
});
