import { type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { Spinner } from '../Spinner/Spinner.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';
import { media } from '../tokens/index.js';

export interface DataListColumn<Item> {
  /** The column's heading; on a phone it is the small label in front of the value. */
  header: string;
  cell(item: Item): ReactNode;
  /**
   * The column that names the entry (one per list): on a phone it heads the card without a
   * label, and when entries can be chosen it is the button that chooses them.
   */
  primary?: boolean;
}

export interface DataListProps<Item> {
  /** Names the table for assistive technology, e.g. 'Technicians'. */
  caption: string;
  columns: readonly DataListColumn<Item>[];
  items: readonly Item[];
  getId(item: Item): string;
  /** Makes entries choosable: their primary cell becomes a button, and a click on the row chooses too. */
  onSelect?(id: string): void;
  /** The chosen entry, marked as current. */
  selectedId?: string | null;
  /** Search and filters above the list, usually a `FilterBar`. */
  filterBar?: ReactNode;
  /** Shown instead of the table when there are no entries, e.g. 'No technicians found'. */
  emptyText: string;
  /** A page is on its way: the list is marked busy and the paging buttons wait. */
  loading?: boolean;
  /** Goes to the page after this one; absent on the last page. */
  onNextPage?(): void;
  /** Goes back to the first page; absent on the first page. */
  onFirstPage?(): void;
  /** Announced while a page loads, e.g. 'Loading technicians'. Defaults to 'Loading'. */
  loadingLabel?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** A table wider than its column scrolls inside it rather than widening the page. */
const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  caption {
    ${visuallyHiddenCss}
  }

  th {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 2px solid ${vars.color.border};
    color: ${vars.color.textMuted};
    font-weight: 600;
    text-align: left;
    white-space: nowrap;
  }

  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    vertical-align: top;
    overflow-wrap: break-word;
  }

  /* The page lets any run of text break anywhere; in a table that would let the columns squeeze
     short values such as a status apart, so a cell's text breaks only where a word cannot fit. */
  td * {
    overflow-wrap: break-word;
  }

  tbody tr[data-selectable='true'] {
    cursor: pointer;
  }

  tbody tr[data-selectable='true']:hover,
  tbody tr[aria-current='true'] {
    background: ${vars.color.surfaceMuted};
  }

  /* On a phone each row is a dense card: the name on top, the other values as labelled lines. */
  ${media.below.md} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }

    thead {
      ${visuallyHiddenCss}
    }

    tbody {
      display: flex;
      flex-direction: column;
      gap: ${vars.space[2]};
    }

    tr {
      padding: ${vars.space[2]} ${vars.space[3]};
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
    }

    td {
      display: flex;
      gap: ${vars.space[2]};
      padding: 0;
      border: 0;
    }

    td[data-primary='true'] {
      font-size: ${vars.font.size.md};
    }
  }
`;

/** The column's name in front of each value, seen on phones only; screen readers use the headers. */
const CardLabel = styled.span`
  display: none;
  flex: none;
  min-width: 6rem;
  color: ${vars.color.textMuted};

  ${media.below.md} {
    display: inline;
  }
`;

const ChooseButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.link};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  text-decoration: underline;

  &:hover {
    color: ${vars.color.linkHover};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${vars.space[4]} 0;
  color: ${vars.color.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/**
 * A list of entries that is a compact table on wide screens and a stack of dense cards on a
 * phone, with its filter bar above and page controls below. Paging is by "next page" only, as
 * the server pages by cursor; the browser's back button returns to the previous page.
 */
export function DataList<Item>({
  caption,
  columns,
  items,
  getId,
  onSelect,
  selectedId = null,
  filterBar,
  emptyText,
  loading = false,
  onNextPage,
  onFirstPage,
  loadingLabel = 'Loading',
}: DataListProps<Item>) {
  const chooseFromRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // Links and buttons in the row keep their own meaning.
    if ((event.target as Element).closest('a, button')) return;
    onSelect?.(id);
  };

  return (
    <Root aria-busy={loading}>
      {filterBar}
      {items.length === 0 && !loading ? (
        <Empty role="status">{emptyText}</Empty>
      ) : (
        <Scroller>
          <Table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const id = getId(item);
                const current = id === selectedId;
                return (
                  <tr
                    key={id}
                    aria-current={current ? 'true' : undefined}
                    data-selectable={onSelect !== undefined}
                    onClick={onSelect ? (event) => chooseFromRow(event, id) : undefined}
                  >
                    {columns.map((column) => (
                      <td key={column.header} data-primary={column.primary === true}>
                        {column.primary ? null : (
                          <CardLabel aria-hidden="true">{column.header}</CardLabel>
                        )}
                        {column.primary && onSelect ? (
                          <ChooseButton
                            type="button"
                            aria-current={current ? 'true' : undefined}
                            onClick={() => onSelect(id)}
                          >
                            {column.cell(item)}
                          </ChooseButton>
                        ) : (
                          <span>{column.cell(item)}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroller>
      )}
      {(onNextPage ?? onFirstPage ?? loading) ? (
        <Pager aria-label={`${caption} pages`}>
          {loading ? <Spinner size="sm" label={loadingLabel} /> : null}
          {onFirstPage ? (
            <Button variant="ghost" size="sm" onClick={onFirstPage} disabled={loading}>
              First page
            </Button>
          ) : null}
          {onNextPage ? (
            <Button variant="secondary" size="sm" onClick={onNextPage} disabled={loading}>
              Next page
            </Button>
          ) : null}
        </Pager>
      ) : null}
    </Root>
  );
}
