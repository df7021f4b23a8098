import {
  COMPANY_LIST_SORTS,
  COMPANY_LIST_SORT_LABELS,
  COMPANY_LOCATIONS_FILTERS,
  COMPANY_LOCATIONS_FILTER_LABELS,
} from '@rha/contracts';
import { adminCompanyListQuerySchema } from '@rha/contracts/schemas';
import { Select, Stack, type DataListColumn } from '@rha/design-system';
import { useAdminCompanies } from '../../../api/adminCompanies';
import type { AdminCompanyListEntry } from '../../../api/bffTypes';
import { useListState } from '../../lists/useListState';
import { AdminListTab, type AdminListTexts } from '../AdminListTab';
import { displayDay } from '../adminDates';
import { EmailLink, PhoneLink, WebsiteLink } from '../ContactLinks';
import { COMPANIES_LOAD_FAILED, NO_COMPANIES } from '../notices';
import { CompanyDetailsPanel } from './CompanyDetailsPanel';

const TEXTS: AdminListTexts = {
  title: 'Companies',
  searchLabel: 'Search companies by name',
  filterLabel: 'Filter companies',
  loading: 'Loading companies',
  failed: COMPANIES_LOAD_FAILED,
  empty: NO_COMPANIES,
};

const LIST = {
  sorts: COMPANY_LIST_SORTS,
  filters: { locations: adminCompanyListQuerySchema.shape.locations },
};

const SORT_OPTIONS = COMPANY_LIST_SORTS.map((sort) => ({
  value: sort,
  label: COMPANY_LIST_SORT_LABELS[sort],
}));
const LOCATIONS_OPTIONS = COMPANY_LOCATIONS_FILTERS.map((choice) => ({
  value: choice,
  label: COMPANY_LOCATIONS_FILTER_LABELS[choice],
}));

const COLUMNS: DataListColumn<AdminCompanyListEntry>[] = [
  { header: 'Name', primary: true, cell: (c) => c.name || c.id },
  {
    header: 'Contact',
    cell: ({ contact }) => (
      <Stack gap={1}>
        {contact.fullName && <span>{contact.fullName}</span>}
        <EmailLink email={contact.email} />
        <PhoneLink phone={contact.phone} />
      </Stack>
    ),
  },
  { header: 'Website', cell: (c) => <WebsiteLink website={c.website} /> },
  { header: 'Locations', cell: (c) => c.locationCount },
  { header: 'Requests', cell: (c) => c.requestCount },
  { header: 'Created', cell: (c) => displayDay(c.createdAt) },
];

/** The Companies tab: the companies a page at a time, beside the chosen company's details. */
export function CompanyDirectory() {
  const state = useListState(LIST);
  const query = useAdminCompanies(state.request);

  return (
    <AdminListTab
      texts={TEXTS}
      state={state}
      sortOptions={SORT_OPTIONS}
      query={query}
      items={query.data?.companies ?? []}
      columns={COLUMNS}
      getId={(company) => company.id}
      filters={
        <Select
          label="Locations"
          placeholder="With or without"
          options={LOCATIONS_OPTIONS}
          value={state.filters.locations}
          onChange={(event) => state.setFilters({ locations: event.target.value })}
        />
      }
      renderDetails={(companyId, ref) => <CompanyDetailsPanel ref={ref} companyId={companyId} />}
    />
  );
}
