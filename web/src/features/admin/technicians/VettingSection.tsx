import {
  messages,
  needsApprovalChecks,
  VETTING_ACTION_LABELS,
  VETTING_CHECK_LABELS,
  VETTING_CHECKS,
  VETTING_STATUS_LABELS,
  vettingMoveConfirmation,
  type VettingCheck,
  type VettingStatus,
} from '@rha/contracts';
import { Badge, Checkbox, Stack, TextArea } from '@rha/design-system';
import { useState } from 'react';
import { useChangeTechnicianVetting } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails, VettingHistoryEntry } from '../../../api/bffTypes';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
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
      {entry.checks.length > 0 && (
        <div>Confirmed: {entry.checks.map((check) => VETTING_CHECK_LABELS[check]).join(', ')}</div>
      )}
      {entry.note && <div>Note: {entry.note}</div>}
      {entry.reason && <div>Reason: {entry.reason}</div>}
    </li>
  );
}

/** The checklist an applicant's approval asks for: each step of the pipeline, ticked. */
function ApprovalChecklist({
  checks,
  onChange,
}: {
  checks: readonly VettingCheck[];
  onChange(checks: VettingCheck[]): void;
}) {
  return (
    <Stack gap={2} role="group" aria-label="Approval checklist">
      <p>Before approving, confirm each step:</p>
      {VETTING_CHECKS.map((check) => (
        <Checkbox
          key={check}
          label={VETTING_CHECK_LABELS[check]}
          checked={checks.includes(check)}
          onCheckedChange={(checked) =>
            onChange(checked ? [...checks, check] : checks.filter((ticked) => ticked !== check))
          }
        />
      ))}
    </Stack>
  );
}

/**
 * Where the technician stands in vetting, how they got there, and the moves open from here. Each
 * move asks the admin to confirm it; an applicant's approval also asks for the checklist, and a
 * rejection for the reason the technician is told. The note stays with the admins.
 */
export function VettingSection({ details }: { details: AdminTechnicianDetails }) {
  const { status, allowedNext, history } = details.vetting;
  const change = useChangeTechnicianVetting(details.technician.id);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [checks, setChecks] = useState<VettingCheck[]>([]);
  const [moved, setMoved] = useState('');

  const move = (to: VettingStatus) => {
    setReasonError(undefined);
    if (to === 'rejected' && !reason.trim()) {
      setReasonError(messages.admin.rejectionReasonRequired);
      return messages.admin.rejectionReasonRequired;
    }
    const checked = needsApprovalChecks(status, to);
    if (checked && VETTING_CHECKS.some((check) => !checks.includes(check))) {
      return messages.admin.approvalChecksRequired;
    }
    setMoved('');
    return change
      .mutateAsync({
        status: to,
        note: note.trim(),
        reason: to === 'rejected' ? reason.trim() : '',
        checks: checked ? checks : [],
      })
      .then(() => {
        setNote('');
        setReason('');
        setChecks([]);
        setMoved(`Moved to ${VETTING_STATUS_LABELS[to]}.`);
      });
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
            {allowedNext.map((to) => {
              const destructive = to === 'rejected' || to === 'suspended';
              return (
                <ConfirmDialog
                  key={to}
                  title={VETTING_ACTION_LABELS[to]}
                  question={vettingMoveConfirmation(status, to)}
                  triggerLabel={VETTING_ACTION_LABELS[to]}
                  triggerVariant={destructive ? 'destructive' : 'primary'}
                  confirmLabel={VETTING_ACTION_LABELS[to]}
                  variant={destructive ? 'destructive' : 'primary'}
                  confirm={() => move(to)}
                  pending={change.isPending}
                  refusalTitle="The vetting status was not changed"
                  onClose={() => setChecks([])}
                >
                  {needsApprovalChecks(status, to) && (
                    <ApprovalChecklist checks={checks} onChange={setChecks} />
                  )}
                </ConfirmDialog>
              );
            })}
          </Stack>
        </Stack>
      )}
      <p role="status">{moved}</p>
    </DetailSection>
  );
}
