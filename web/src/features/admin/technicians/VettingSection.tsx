import {
  messages,
  VETTING_ACTION_LABELS,
  VETTING_STATUS_LABELS,
  type VettingStatus,
} from '@rha/contracts';
import { Badge, Button, FormAlert, Stack, TextArea } from '@rha/design-system';
import { useState } from 'react';
import { useChangeTechnicianVetting } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails, VettingHistoryEntry } from '../../../api/bffTypes';
import { failureMessage, RequestError } from '../../../api/requestError';
import { errorFor } from '../../technician/profileDraft';
import { displayMoment } from '../adminDates';
import { DetailSection, EntryList } from '../DetailSection';

function HistoryEntry({ entry }: { entry: VettingHistoryEntry }) {
  return (
    <li>
      <strong>
        {VETTING_STATUS_LABELS[entry.from]} → {VETTING_STATUS_LABELS[entry.to]}
      </strong>
      <div>
        by {entry.changedBy.name || entry.changedBy.id}, {displayMoment(entry.changedAt)}
      </div>
      {entry.note && <div>Note: {entry.note}</div>}
      {entry.reason && <div>Reason: {entry.reason}</div>}
    </li>
  );
}

/**
 * Where the technician stands in vetting, how they got there, and the moves open from here. A
 * rejection needs a reason, which the technician is told; the note stays with the admins.
 */
export function VettingSection({ details }: { details: AdminTechnicianDetails }) {
  const { status, allowedNext, history } = details.vetting;
  const change = useChangeTechnicianVetting(details.technician.id);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const [moving, setMoving] = useState<VettingStatus | null>(null);

  const move = async (to: VettingStatus) => {
    setReasonError(undefined);
    setFailure(null);
    setMoved('');
    if (to === 'rejected' && !reason.trim()) {
      setReasonError(messages.admin.rejectionReasonRequired);
      return;
    }
    setMoving(to);
    try {
      await change.mutateAsync({
        status: to,
        note: note.trim(),
        reason: to === 'rejected' ? reason.trim() : '',
      });
      setNote('');
      setReason('');
      setMoved(`Moved to ${VETTING_STATUS_LABELS[to]}.`);
    } catch (error) {
      if (error instanceof RequestError) setReasonError(errorFor(error.fieldErrors, 'reason'));
      setFailure(failureMessage(error) ?? 'The vetting status could not be changed.');
    } finally {
      setMoving(null);
    }
  };

  return (
    <DetailSection title="Vetting">
      <p>
        Status: <Badge variant="primary">{VETTING_STATUS_LABELS[status]}</Badge>
      </p>
      <EntryList
        entries={history}
        empty="No vetting changes recorded yet."
        ordered
        aria-label="Vetting history"
      >
        {(entry) => <HistoryEntry key={entry.id} entry={entry} />}
      </EntryList>
      {allowedNext.length > 0 && (
        <Stack gap={3}>
          <TextArea
            label="Vetting note"
            hint="Optional; only admins see it."
            value={note}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          {allowedNext.includes('rejected') && (
            <TextArea
              label="Rejection reason"
              hint="Needed to reject; the technician is told it."
              value={reason}
              rows={2}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <Stack direction="row" gap={3} wrap role="group" aria-label="Vetting actions">
            {allowedNext.map((to) => (
              <Button
                key={to}
                variant={to === 'rejected' || to === 'suspended' ? 'destructive' : 'primary'}
                loading={moving === to}
                disabled={moving !== null}
                onClick={() => void move(to)}
              >
                {VETTING_ACTION_LABELS[to]}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
      {failure && <FormAlert title={failure} />}
      <p role="status">{moved}</p>
    </DetailSection>
  );
}
