import { Button, Card, PageTitle, Spinner, Stack, useToast } from '@rha/design-system';
import { useEffect } from 'react';
import type { CompanyLocation } from '../../api/bffTypes';
import { useAddLocation, useCompanyLocations, useUpdateLocation } from '../../api/locations';
import { DeleteLocationButton } from './DeleteLocationButton';
import { formDraftKey } from '../drafts/formDraft';
import { SUBMISSION_QUEUED } from '../submission-queue/notices';
import { submitOrQueue } from '../submission-queue/submitOrQueue';
import { LocationDialog } from './LocationDialog';
import { locationLabel } from './locationLabel';
import { locationAdded, LOCATIONS_LOAD_FAILED } from './notices';

const NEW_LOCATION = { address: '', city: '', state: '', zipCode: '' };
const NEW_LOCATION_DRAFT = formDraftKey('company-location', 'new');

function LocationRow({ location }: { location: CompanyLocation }) {
  const updateLocation = useUpdateLocation();
  const { toast } = useToast();
  const label = locationLabel(location);
  return (
    <Card as="li" variant="outlined">
      <Stack direction="row" gap={3} align="center" justify="between" wrap>
        <span>{label}</span>
        <Stack direction="row" gap={2}>
          <LocationDialog
            title="Edit location"
            submitLabel="Save Location"
            draftKey={formDraftKey('company-location', location.id)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Edit ${label}`}>
                Edit
              </Button>
            }
            defaultValues={{
              address: location.address,
              city: location.city,
              state: location.state,
              zipCode: location.zipCode,
            }}
            onSave={async (changes) => {
              await updateLocation.mutateAsync({ id: location.id, ...changes });
              toast({
                title: 'Location updated',
                description: locationLabel({
                  ...location,
                  ...changes,
                  address: changes.address ?? '',
                }),
              });
            }}
          />
          <DeleteLocationButton id={location.id} label={label} />
        </Stack>
      </Stack>
    </Card>
  );
}

/** The company's locations: read, add, edit and delete. */
export function LocationsSection() {
  const locations = useCompanyLocations();
  const addLocation = useAddLocation();
  const { toast } = useToast();

  useEffect(() => {
    if (locations.isError) toast(LOCATIONS_LOAD_FAILED);
  }, [locations.isError, toast]);

  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center" justify="between" wrap>
        <PageTitle level={2}>Locations</PageTitle>
        <LocationDialog
          title="Add location"
          submitLabel="Add Location"
          draftKey={NEW_LOCATION_DRAFT}
          trigger={<Button variant="secondary">Add Location</Button>}
          defaultValues={NEW_LOCATION}
          onSave={async (location) => {
            const outcome = await submitOrQueue(
              { kind: 'company-location', body: location, draftKey: NEW_LOCATION_DRAFT },
              (idempotencyKey) => addLocation.mutateAsync({ location, idempotencyKey }),
            );
            toast(outcome.status === 'queued' ? SUBMISSION_QUEUED : locationAdded(location));
          }}
        />
      </Stack>
      {locations.isPending && <Spinner label="Loading locations" />}
      {locations.isError && (
        <Stack gap={2} align="start">
          <p role="alert">{LOCATIONS_LOAD_FAILED.description}</p>
          <Button variant="secondary" size="sm" onClick={() => void locations.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {locations.data?.length === 0 && (
        <p>No locations yet. Add the sites where you need on-site support.</p>
      )}
      {locations.data && locations.data.length > 0 && (
        <Stack as="ul" gap={2} aria-label="Your locations">
          {locations.data.map((location) => (
            <LocationRow key={location.id} location={location} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
