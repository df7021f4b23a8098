import {
  VETTING_FACT_ACTION_LABELS,
  VETTING_FACT_CONFIRMATIONS,
  type VettingFact,
} from '@rha/contracts';
import { Stack } from '@rha/design-system';
import { useChangeVettingFact } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails, RecordedFact } from '../../../api/bffTypes';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { displayDay } from '../adminDates';

type Facts = AdminTechnicianDetails['vetting']['facts'];

/** What each fact reads when recorded and when not. */
const FACT_STATES: Record<VettingFact, { yes: string; no: string }> = {
  backgroundCheckCompleted: { yes: 'Completed', no: 'Not completed' },
  discordJoined: { yes: 'Joined', no: 'Not joined' },
};

/** 'Completed on Mar 4, 2025 by Alma Anchorage', or 'Not completed'. */
export function factText(fact: VettingFact, recorded: RecordedFact | null): string {
  const state = FACT_STATES[fact];
  if (!recorded) return state.no;
  const by = recorded.recordedBy.name || recorded.recordedBy.id;
  return `${state.yes} on ${displayDay(recorded.recordedAt)} by ${by}`;
}

/** Records a fact, or clears one recorded by mistake, after the admin confirms. */
function FactAction({
  technicianId,
  fact,
  recorded,
}: {
  technicianId: string;
  fact: VettingFact;
  recorded: boolean;
}) {
  const change = useChangeVettingFact(technicianId);
  const label = VETTING_FACT_ACTION_LABELS[fact][recorded ? 'clear' : 'record'];
  const confirmations = VETTING_FACT_CONFIRMATIONS[fact];
  return (
    <ConfirmDialog
      title={label}
      question={recorded ? confirmations.clear : confirmations.record}
      triggerLabel={label}
      confirmLabel={recorded ? 'Clear' : 'Record'}
      variant={recorded ? 'destructive' : 'primary'}
      confirm={() => change.mutateAsync({ fact, recorded: !recorded })}
      pending={change.isPending}
      refusalTitle="Nothing was recorded"
    />
  );
}

/** The buttons recording each fact, as an admin learns it. */
export function RecordedFactActions({
  technicianId,
  facts,
}: {
  technicianId: string;
  facts: Facts;
}) {
  return (
    <Stack direction="row" gap={3} wrap role="group" aria-label="Record vetting facts">
      {(Object.keys(FACT_STATES) as VettingFact[]).map((fact) => (
        <FactAction
          key={fact}
          technicianId={technicianId}
          fact={fact}
          recorded={facts[fact] !== null}
        />
      ))}
    </Stack>
  );
}
