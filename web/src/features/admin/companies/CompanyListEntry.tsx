import { Stack } from '@rha/design-system';
import type { AdminCompanyListEntry } from '../../../api/bffTypes';
import { displayDay } from '../adminDates';
import { EmailLink, PhoneLink, WebsiteLink } from '../ContactLinks';
import { SelectableEntry } from '../SelectableEntry';

/** '1 location', '3 requests'. */
export function countOf(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`;
}

export interface CompanyListEntryProps {
  company: AdminCompanyListEntry;
  selected: boolean;
  onSelect(id: string): void;
}

/** A company in the list: its contact, website, how many locations and requests, and since when. */
export function CompanyListEntry({ company, selected, onSelect }: CompanyListEntryProps) {
  const { contact } = company;
  return (
    <SelectableEntry
      name={company.name || company.id}
      selected={selected}
      onSelect={() => onSelect(company.id)}
    >
      {contact.fullName && <span>{contact.fullName}</span>}
      <Stack direction="row" gap={3} wrap align="center">
        <EmailLink email={contact.email} />
        <PhoneLink phone={contact.phone} />
        <WebsiteLink website={company.website} />
      </Stack>
      <span>
        {countOf(company.locationCount, 'location')} · {countOf(company.requestCount, 'request')} ·
        Created {displayDay(company.createdAt)}
      </span>
    </SelectableEntry>
  );
}
