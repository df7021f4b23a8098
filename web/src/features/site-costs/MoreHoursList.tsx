import type { MoreHoursAsk } from '@rha/contracts/schemas';
import { Badge, Button, Stack } from '@rha/design-system';
import { AlaskaMoment } from '../shared/AlaskaMoment';

const STATUS_LABELS: Record<MoreHoursAsk['status'], string> = {
  pending: 'Waiting for the company',
  approved: 'Approved',
  declined: 'Declined',
};

/** Asks for more hours, newest last; `onDecide` gives the company its Approve and Decline. */
export function MoreHoursList({
  asks,
  onDecide,
  deciding,
}: {
  asks: readonly MoreHoursAsk[];
  onDecide?: (askId: string, verb: 'approve' | 'decline') => void;
  deciding?: boolean;
}) {
  if (asks.length === 0) return null;
  return (
    <Stack as="ul" gap={3} aria-label="More hours asked">
      {asks.map((ask) => (
        <li key={ask.id}>
          <Stack gap={2}>
            <p>
              <strong>
                {ask.hours} more {ask.hours === 1 ? 'hour' : 'hours'}
              </strong>
              : {ask.reason} <Badge>{STATUS_LABELS[ask.status]}</Badge>
            </p>
            <p>
              Asked <AlaskaMoment iso={ask.askedAt} />
            </p>
            {onDecide && ask.status === 'pending' && (
              <Stack direction="row" gap={3} wrap>
                <Button disabled={deciding} onClick={() => onDecide(ask.id, 'approve')}>
                  Approve {ask.hours} {ask.hours === 1 ? 'hour' : 'hours'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={deciding}
                  onClick={() => onDecide(ask.id, 'decline')}
                >
                  Decline
                </Button>
              </Stack>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
