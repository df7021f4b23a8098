import { Card } from '@rha/design-system';
import { forwardRef } from 'react';
import type { DispatchQueueEntry } from '../../../api/bffTypes';
import { SELECT_REQUEST } from '../notices';
import { DispatchRequestDetails } from './DispatchRequestDetails';

/**
 * The 'Request details' card of the chosen request. Each request's details mount afresh (keyed by
 * id), so choosing another one drops the candidates ticked for the previous one.
 */
export const DispatchDetailsPanel = forwardRef<HTMLElement, { entry: DispatchQueueEntry | null }>(
  function DispatchDetailsPanel({ entry }, ref) {
    return (
      <Card ref={ref} title="Request details" tabIndex={-1}>
        {entry ? <DispatchRequestDetails key={entry.id} entry={entry} /> : <p>{SELECT_REQUEST}</p>}
      </Card>
    );
  },
);
DispatchDetailsPanel.displayName = 'DispatchDetailsPanel';
