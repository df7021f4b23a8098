import { alaskaToday } from '@rha/contracts/reference';
import {
  Button,
  PageTitle,
  Schedule,
  Spinner,
  Stack,
  type ScheduleEntry,
} from '@rha/design-system';

const LOAD_FAILED = 'The schedule could not be loaded. Please try again.';

/**
 * A schedule tab: its title, then the week and agenda of `entries` once every list it is made of has
 * loaded, or what stands in their way. Days are Alaska's, as are the visits' arrival times.
 */
export function ScheduleView({
  entries,
  pending,
  failed,
  retry,
  kindLabels,
}: {
  entries: ScheduleEntry[] | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  kindLabels?: Parameters<typeof Schedule>[0]['kindLabels'];
}) {
  return (
    <Stack gap={6}>
      <PageTitle level={2}>Schedule</PageTitle>
      {failed ? (
        <Stack gap={2} align="start">
          <p role="alert">{LOAD_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        </Stack>
      ) : pending || !entries ? (
        <Spinner label="Loading the schedule" />
      ) : (
        <Schedule
          label="Upcoming visits"
          entries={entries}
          today={alaskaToday()}
          {...(kindLabels ? { kindLabels } : {})}
        />
      )}
    </Stack>
  );
}
