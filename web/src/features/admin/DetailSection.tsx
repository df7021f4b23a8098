import { media, Stack, vars } from '@rha/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

const Heading = styled.h4`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.primary};
`;

/** The name of what a details panel shows, above its sections. */
export const DetailTitle = styled.h3`
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
`;

/**
 * A titled part of a details panel, named by its heading. Children given as a function get the
 * heading's id, for a group the heading already names.
 */
export function DetailSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {typeof children === 'function' ? children(headingId) : children}
    </Root>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }

  /* On a phone a long label would squeeze its value to a few letters a line: stack them. */
  ${media.below.sm} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dd {
      margin-bottom: ${vars.space[2]};
    }
  }
`;

/** Label and value pairs, side by side. */
export function Facts({ children }: { children: ReactNode }) {
  return <List>{children}</List>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export interface EntryListProps<Entry> {
  entries: readonly Entry[];
  /** Said instead of the list while there are no entries. */
  empty: string;
  /** Whether the order means something (a history); else the list is unordered. */
  ordered?: boolean;
  'aria-label'?: string;
  /** One entry as a list item, keyed. */
  children(entry: Entry): ReactNode;
}

/** The entries as a list, or what to say when there are none. */
export function EntryList<Entry>({
  entries,
  empty,
  ordered = false,
  'aria-label': label,
  children,
}: EntryListProps<Entry>) {
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <Stack as={ordered ? 'ol' : 'ul'} gap={2} aria-label={label}>
      {entries.map((entry) => children(entry))}
    </Stack>
  );
}
