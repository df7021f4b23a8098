import { VETTING_STATUS_LABELS } from '@rha/contracts';
import { Badge, Stack } from '@rha/design-system';
import type { AdminTechnicianListEntry } from '../../../api/bffTypes';
import { displayDay, displayMoment } from '../adminDates';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { placeOf } from '../place';
import { RatingSummary } from '../../ratings/RatingSummary';
import { SelectableEntry } from '../SelectableEntry';

export interface TechnicianListEntryProps {
  technician: AdminTechnicianListEntry;
  selected: boolean;
  onSelect(id: string): void;
}

/** A technician in the directory: who, how to reach them, where, since when, and their vetting. */
export function TechnicianListEntry({ technician, selected, onSelect }: TechnicianListEntryProps) {
  const place = placeOf(technician);
  return (
    <SelectableEntry
      name={technician.fullName || technician.email}
      selected={selected}
      onSelect={() => onSelect(technician.id)}
    >
      <Stack direction="row" gap={3} wrap align="center">
        <EmailLink email={technician.email} />
        <PhoneLink phone={technician.phone} />
      </Stack>
      {place && <span>{place}</span>}
      <span>
        Signed up {displayDay(technician.userCreation)} · Last login{' '}
        {technician.lastLogin ? displayMoment(technician.lastLogin) : 'never'}
      </span>
      <span>
        <Badge variant={technician.vettingStatus === 'rejected' ? 'danger' : 'primary'}>
          {VETTING_STATUS_LABELS[technician.vettingStatus]}
        </Badge>
      </span>
      <RatingSummary rating={technician.rating} />
    </SelectableEntry>
  );
}
