import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';

export interface LineItem {
  /** Unique within the list. */
  id: string;
  description: ReactNode;
  /** How the amount was reached, e.g. '9 × $25.00'; left out for a single item. */
  detail?: ReactNode;
  amount: ReactNode;
}

export interface LineItemsProps extends HTMLAttributes<HTMLTableElement> {
  /** Names the table for assistive technology, e.g. 'Pay for ticket 20261201-1042'. */
  caption: string;
  items: readonly LineItem[];
  /** The sum of the amounts, as the server computed it. */
  total: ReactNode;
  /** Defaults to 'Total'. */
  totalLabel?: string;
  /** Shown in place of the lines when there are none. */
  emptyText?: string;
}

/**
 * Two columns at every width, the amounts aligned on the right: how an amount was reached sits
 * under its description, so a phone never scrolls sideways to read a line.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  caption {
    ${visuallyHiddenCss}
  }

  th,
  td {
    padding: ${vars.space[2]} 0;
    text-align: left;
    vertical-align: top;
  }

  thead th {
    border-bottom: 2px solid ${vars.color.border};
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.semibold};
  }

  tbody td {
    border-bottom: 1px solid ${vars.color.border};
    overflow-wrap: anywhere;
  }

  th:last-child,
  td:last-child {
    padding-left: ${vars.space[3]};
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tfoot th,
  tfoot td {
    font-weight: ${vars.font.weight.bold};
    font-size: ${vars.font.size.md};
  }
`;

const Detail = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The lines of a statement or invoice with their total. */
export const LineItems = forwardRef<HTMLTableElement, LineItemsProps>(function LineItems(
  { caption, items, total, totalLabel = 'Total', emptyText, ...rest },
  ref,
) {
  return (
    <Table ref={ref} {...rest}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && emptyText !== undefined ? (
          <tr>
            <td colSpan={2}>{emptyText}</td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.description}
                {item.detail !== undefined && <Detail>{item.detail}</Detail>}
              </td>
              <td>{item.amount}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>{total}</td>
        </tr>
      </tfoot>
    </Table>
  );
});
