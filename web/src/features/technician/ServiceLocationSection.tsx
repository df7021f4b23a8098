import { TECHNICIAN_STATE } from '@rha/contracts/reference';
import type { TechnicianLocationInput } from '@rha/contracts/schemas';
import { Button, Card, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect, useRef, useState } from 'react';
import type { NewTechnicianLocation, TechnicianLocation } from '../../api/bffTypes';
import {
  useAddTechnicianLocation,
  useTechnicianLocation,
  useUpdateTechnicianLocation,
} from '../../api/technicianLocation';
import { DeleteServiceLocationButton } from './DeleteServiceLocationButton';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import { DetailList } from '../shared/DetailList';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import {
  LOCATION_ADD_FAILED,
  LOCATION_ADDED,
  LOCATION_LOAD_FAILED,
  LOCATION_UPDATE_FAILED,
  LOCATION_UPDATED,
  NO_LOCATION_YET,
} from './notices';
import { ServiceLocationForm } from './ServiceLocationForm';

const DRAFT_KEY = formDraftKey('service-location');

const NEW_LOCATION: TechnicianLocationInput = { city: '', state: TECHNICIAN_STATE, zipCode: '' };

/** viewing: the card or the empty text; adding and editing: the form. */
type Mode = 'viewing' | 'adding' | 'editing';

function LocationCard({ location, onEdit }: { location: TechnicianLocation; onEdit(): void }) {
  const label = `${location.city}, ${location.state} ${location.zipCode}`;
  return (
    <Card as="section" variant="muted" aria-label="Your service location">
      <Stack gap={4}>
        <DetailList>
          <dt>City</dt>
          <dd>{location.city}</dd>
          <dt>State</dt>
          <dd>{location.state}</dd>
          <dt>ZIP Code</dt>
          <dd>{location.zipCode}</dd>
        </DetailList>
        <Stack direction="row" gap={2}>
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <DeleteServiceLocationButton label={label} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** The technician's one service location: none, then added, edited or deleted. */
export function ServiceLocationSection() {
  const location = useTechnicianLocation();
  const addLocation = useAddTechnicianLocation();
  const updateLocation = useUpdateTechnicianLocation();
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>('viewing');
  const [resumeDraft, setResumeDraft] = useState(() => formDraftStore(DRAFT_KEY).read() !== null);
  // After the form closes, focus returns to the section rather than to the page.
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (location.isError) toast(LOCATION_LOAD_FAILED);
  }, [location.isError, toast]);

  // Something typed and not saved yet (before a reload) opens the form again, over what is stored.
  useEffect(() => {
    if (!resumeDraft || !location.isSuccess) return;
    setResumeDraft(false);
    setMode(location.data ? 'editing' : 'adding');
  }, [resumeDraft, location.isSuccess, location.data]);

  const close = () => {
    setMode('viewing');
    sectionRef.current?.focus();
  };

  const save = async (changes: TechnicianLocationInput) => {
    const adding = mode === 'adding';
    // The schema has already held the state to Alaska; this only tells the types so.
    const body: NewTechnicianLocation = { ...changes, state: TECHNICIAN_STATE };
    try {
      const outcome = await submitOrQueue(
        {
          kind: adding ? 'technician-location-add' : 'technician-location-update',
          body,
          draftKey: DRAFT_KEY,
          // The one location: a newer save of it replaces one still waiting, an add by an add.
          record: adding ? 'technician-location-add' : 'technician-location-update',
        },
        (idempotencyKey) =>
          (adding ? addLocation : updateLocation).mutateAsync({ location: body, idempotencyKey }),
      );
      if (outcome.status === 'queued') toast(SUBMISSION_QUEUED);
      else toast(adding ? LOCATION_ADDED : LOCATION_UPDATED);
      close();
    } catch (error) {
      toast(adding ? LOCATION_ADD_FAILED : LOCATION_UPDATE_FAILED);
      throw error;
    }
  };

  const stored = location.data;
  return (
    <Card title="Service Location" headingLevel={3}>
      <Stack gap={4} ref={sectionRef} tabIndex={-1}>
        {location.isPending && <Spinner label="Loading your location" />}
        {location.isError && (
          <Stack gap={2} align="start">
            <p role="alert">{LOCATION_LOAD_FAILED.description}</p>
            <Button variant="secondary" size="sm" onClick={() => void location.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {location.isSuccess && mode === 'viewing' && stored && (
          <LocationCard location={stored} onEdit={() => setMode('editing')} />
        )}
        {location.isSuccess && mode === 'viewing' && !stored && (
          <Stack gap={3} align="start">
            <p>{NO_LOCATION_YET}</p>
            <Button onClick={() => setMode('adding')}>Add Location</Button>
          </Stack>
        )}
        {mode !== 'viewing' && (
          <ServiceLocationForm
            defaultValues={mode === 'editing' && stored ? stored : NEW_LOCATION}
            submitLabel={mode === 'adding' ? 'Add Location' : 'Update Location'}
            draftKey={DRAFT_KEY}
            onSave={save}
            onCancel={close}
          />
        )}
      </Stack>
    </Card>
  );
}
