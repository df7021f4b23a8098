import {
  Children,
  forwardRef,
  useId,
  useState,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.js';
import { media } from '../tokens/index.js';
import { vars } from '../theme.js';

export type AttentionTone = 'urgent' | 'action' | 'info';

export interface AttentionStripProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The strip's heading, e.g. 'What needs you now'. */
  title: string;
  /** AttentionItem elements, most pressing first. */
  children?: ReactNode;
  /** The one line shown when nothing waits. */
  emptyText: string;
  /** How many items show before 'Show all'; the rest wait behind it. Defaults to 3. */
  visibleCount?: number;
  /** The toggle's labels, given the number of items. */
  showAllLabel?: (total: number) => string;
  showFewerLabel?: string;
}

export interface AttentionItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** What kind of thing waits, e.g. 'Work done' or 'New offer'. */
  label: string;
  /** The main line, usually a link to where it is dealt with. */
  title: ReactNode;
  /** One short line of detail, e.g. when it is due. */
  detail?: ReactNode;
  /** Small links or buttons beside it (call, directions). */
  actions?: ReactNode;
  /**
   * urgent: late or blocked (fireweed); action: waits for this person (sockeye); info: good to
   * know (spruce). Defaults to action.
   */
  tone?: AttentionTone;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${media.atLeast.md} {
    padding: ${vars.space[4]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

const Total = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.atLeast.md} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-left: 4px solid ${vars.color.accent};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  overflow-wrap: anywhere;

  &[data-tone='urgent'] {
    border-left-color: ${vars.color.danger};
  }
  &[data-tone='info'] {
    border-left-color: ${vars.color.primary};
  }
`;

const Label = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.span`
  font-weight: ${vars.font.weight.semibold};
`;

const Detail = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  font-size: ${vars.font.size.sm};
`;

/**
 * A compact list of what waits for the signed-in person, above their tabs: a few items at once,
 * the rest behind 'Show all', one line when nothing waits. A list on a phone, a grid on wider
 * screens; long words wrap instead of widening the page.
 */
export const AttentionStrip = forwardRef<HTMLElement, AttentionStripProps>(function AttentionStrip(
  {
    title,
    children,
    emptyText,
    visibleCount = 3,
    showAllLabel = (total) => `Show all ${total}`,
    showFewerLabel = 'Show fewer',
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const shown = expanded ? items : items.slice(0, visibleCount);
  return (
    <Root ref={ref} aria-labelledby={headingId} {...rest}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        {items.length > 0 && <Total>({items.length})</Total>}
      </Header>
      {items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List id={listId} aria-labelledby={headingId}>
          {shown}
        </List>
      )}
      {items.length > visibleCount && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? showFewerLabel : showAllLabel(items.length)}
          </Button>
        </div>
      )}
    </Root>
  );
});
AttentionStrip.displayName = 'AttentionStrip';

/** One thing that waits: what kind, a link to it, one line of detail and small actions. */
export const AttentionItem = forwardRef<HTMLLIElement, AttentionItemProps>(function AttentionItem(
  { label, title, detail, actions, tone = 'action', ...rest },
  ref,
) {
  return (
    <Item ref={ref} data-tone={tone} {...rest}>
      <Label>{label}</Label>
      <Title>{title}</Title>
      {detail && <Detail>{detail}</Detail>}
      {actions && <Actions>{actions}</Actions>}
    </Item>
  );
});
AttentionItem.displayName = 'AttentionItem';
