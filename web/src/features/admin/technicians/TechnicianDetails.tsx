import { Button, Stack, useToast, vars } from '@rha/design-system';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAdminTechnicianDetails } from '../../../api/adminTechnicians';
import type { AdminTechnicianDetails } from '../../../api/bffTypes';
import { DetailTitle } from '../DetailSection';
import { Loading, LoadFailed } from '../LoadStates';
import { DETAILS_LOAD_FAILED, failureNotice } from '../notices';
import { placeOf } from '../place';
import { AdminRatingsSection } from '../ratings/AdminRatingsSection';
import { AuditSection } from './AuditSection';
import { HeldJobsSection } from './HeldJobsSection';
import { InterviewNoteForm } from './InterviewNoteForm';
import { RecordedFactActions } from './RecordedFacts';
import { TechnicianEditForm } from './TechnicianEditForm';
import { TechnicianReadView } from './TechnicianReadView';
import { VettingSection } from './VettingSection';

const Place = styled.p`
  color: ${vars.color.textMuted};
`;

function Header({ details, onEdit }: { details: AdminTechnicianDetails; onEdit?: () => void }) {
  const { technician } = details;
  return (
    <Stack direction="row" justify="between" align="start" gap={3} wrap>
      <div>
        <DetailTitle>{technician.fullName || technician.email}</DetailTitle>
        <Place>{placeOf({ city: technician.city, state: technician.state })}</Place>
      </div>
      {onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      )}
    </Stack>
  );
}

/** One technician's details: loaded on selection, then read, edited, and moved through vetting. */
export function TechnicianDetails({ id }: { id: string }) {
  const details = useAdminTechnicianDetails(id);
  const [editing, setEditing] = useState(false);
  const { toast } = useToast();

  useEffect(() => {
    if (details.isError) toast(failureNotice(DETAILS_LOAD_FAILED));
  }, [details.isError, toast]);

  if (details.isPending) return <Loading label="Loading technician details" />;
  if (details.isError) {
    return <LoadFailed message={DETAILS_LOAD_FAILED} onRetry={() => void details.refetch()} />;
  }

  if (editing) {
    return (
      <Stack gap={4}>
        <Header details={details.data} />
        <TechnicianEditForm details={details.data} onClose={() => setEditing(false)} />
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <Header details={details.data} onEdit={() => setEditing(true)} />
      <TechnicianReadView
        metadata={details.data.technicianMetadata}
        facts={details.data.vetting.facts}
        factActions={<RecordedFactActions technicianId={id} facts={details.data.vetting.facts} />}
        noteForm={<InterviewNoteForm technicianId={id} />}
      />
      <VettingSection details={details.data} />
      <HeldJobsSection technicianId={id} />
      <AdminRatingsSection subject={{ technicianId: id }} />
      <AuditSection entries={details.data.audit} />
    </Stack>
  );
}
