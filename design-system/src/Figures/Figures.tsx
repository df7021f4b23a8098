import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export interface Figure {
  label: string;
  value: ReactNode;
  /** 'problem' draws the eye to a figure that needs acting on, e.g. what is overdue. */
  tone?: 'neutral' | 'problem';
}

export interface FiguresProps extends HTMLAttributes<HTMLDListElement> {
  figures: readonly Figure[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  ${media.atLeast.md} {
    gap: ${vars.space[4]};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-tone='problem'] {
    border-color: ${vars.color.danger};
  }
`;

const Label = styled.dt`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;

  [data-tone='problem'] > & {
    color: ${vars.color.danger};
  }
`;

/**
 * Key figures side by side, wrapping on a narrow screen. Each reads label then value; the value
 * shows above its label, where the eye lands first.
 */
export const Figures = forwardRef<HTMLDListElement, FiguresProps>(function Figures(
  { figures, ...rest },
  ref,
) {
  return (
    <List ref={ref} {...rest}>
      {figures.map((figure) => (
        <Item key={figure.label} data-tone={figure.tone ?? 'neutral'}>
          <Label>{figure.label}</Label>
          <Value>{figure.value}</Value>
        </Item>
      ))}
    </List>
  );
});
Figures.displayName = 'Figures';
