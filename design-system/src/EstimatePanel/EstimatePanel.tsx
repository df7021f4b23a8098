import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export interface EstimatePanelLine {
  /** Stable key of the line, e.g. its price code. */
  id: string;
  /** What is charged, e.g. 'Pro Package'. */
  label: ReactNode;
  /** How the amount comes about, e.g. '3 × $900.00'. */
  detail?: ReactNode;
  /** The line's amount as shown, e.g. '$2,700.00' or '-$135.00'. */
  amount: ReactNode;
}

export interface EstimatePanelProps {
  /** Heading of the panel. Defaults to 'Estimate'. */
  title?: ReactNode;
  /** Level of the heading, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** The questions the estimate depends on, shown above the lines. */
  inputs?: ReactNode;
  lines: readonly EstimatePanelLine[];
  /** The total as shown, e.g. '$3,365.00'. */
  total: ReactNode;
  /** Label of the total row. Defaults to 'Estimated total'. */
  totalLabel?: ReactNode;
  /** Shown instead of the lines and total when the price is not computed from a table, e.g. 'Quote required'. */
  quoteRequired?: ReactNode;
  /** A line under the figures, e.g. that the final invoice follows the time on site. */
  note?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.xl};
  line-height: ${vars.font.lineHeight.tight};
`;

const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space[4]};
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${vars.space[4]};
  min-width: 0;

  &[data-total] {
    padding-top: ${vars.space[3]};
    border-top: 1px solid ${vars.color.border};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Amount = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Quote = styled.p`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/**
 * A price worked out before anything is ordered: the questions it depends on, its lines and its
 * total. The figures are a live region, so a screen reader hears the new total as answers change.
 */
export function EstimatePanel({
  title = 'Estimate',
  headingLevel = 3,
  inputs,
  lines,
  total,
  totalLabel = 'Estimated total',
  quoteRequired,
  note,
}: EstimatePanelProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId} as={`h${headingLevel}`}>
        {title}
      </Heading>
      {inputs && <Inputs>{inputs}</Inputs>}
      <div aria-live="polite">
        {quoteRequired ? (
          <Quote>{quoteRequired}</Quote>
        ) : (
          <Lines>
            {lines.map((line) => (
              <Row key={line.id}>
                <Label>
                  {line.label}
                  {line.detail && <Detail>{line.detail}</Detail>}
                </Label>
                <Amount>{line.amount}</Amount>
              </Row>
            ))}
            <Row data-total="">
              <span>{totalLabel}</span>
              <Amount>{total}</Amount>
            </Row>
          </Lines>
        )}
      </div>
      {note && <Note>{note}</Note>}
    </Root>
  );
}
