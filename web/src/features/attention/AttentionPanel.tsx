import { AttentionItem, AttentionStrip, Link } from '@rha/design-system';
import { Link as RouterLink } from 'react-router-dom';
import type { AttentionItem as Item } from '../../api/bffTypes';
import { displayPhone, phoneHref } from '../admin/phoneDisplay';
import { attentionView, type AttentionAudience } from './attentionView';
import { directionsHref } from './directions';

export const ATTENTION_TITLE = 'What needs you now';
export const NOTHING_WAITS = 'Nothing needs you right now.';

/** Tap-to-call the contact on site and directions to the site, for the next visit. */
function VisitActions({ item }: { item: Item }) {
  const phone = item.phone ?? '';
  return (
    <>
      {phone && (
        <Link href={phoneHref(phone)}>
          {`Call ${item.contactPerson ? `${item.contactPerson} ` : ''}${displayPhone(phone)}`}
        </Link>
      )}
      {(item.address || item.community) && (
        <Link href={directionsHref(item.address ?? '', item.community ?? '')} external>
          Directions
        </Link>
      )}
    </>
  );
}

/**
 * The strip above a person's tabs: what waits for them, newest first (a technician's next visit
 * leads), each linking to where it is dealt with. Nothing shows until the first answer, so the
 * tabs do not jump when it is empty.
 */
export function AttentionPanel({
  items,
  audience,
}: {
  items: readonly Item[] | undefined;
  audience: AttentionAudience;
}) {
  if (!items) return null;
  return (
    <AttentionStrip title={ATTENTION_TITLE} emptyText={NOTHING_WAITS}>
      {items.map((item) => {
        const view = attentionView(item, audience);
        return (
          <AttentionItem
            key={item.key}
            label={view.label}
            tone={view.tone}
            title={
              <Link asChild>
                <RouterLink to={view.href}>{view.title}</RouterLink>
              </Link>
            }
            detail={view.detail}
            {...(item.kind === 'nextVisit' && { actions: <VisitActions item={item} /> })}
          />
        );
      })}
    </AttentionStrip>
  );
}
