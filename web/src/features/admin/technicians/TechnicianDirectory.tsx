import {
  ALASKA_COMMUNITIES,
  ALASKA_REGION_COMMUNITIES,
  ALASKA_REGIONS,
  TECHNICIAN_LIST_SORTS,
  TECHNICIAN_LIST_SORT_LABELS,
  VETTING_STATUSES,
  VETTING_STATUS_LABELS,
  SKILL_OPTIONS,
  type AlaskaRegionId,
} from '@rha/contracts';
import { adminTechnicianListQuerySchema } from '@rha/contracts/schemas';
import { Badge, Select, Stack, type DataListColumn } from '@rha/design-system';
import { useAdminTechnicians } from '../../../api/adminTechnicians';
import type { AdminTechnicianListEntry } from '../../../api/bffTypes';
import { useListState } from '../../lists/useListState';
import { RatingSummary } from '../../ratings/RatingSummary';
import { AdminListTab, type AdminListTexts } from '../AdminListTab';
import { displayDay, displayMoment } from '../adminDates';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { NO_TECHNICIANS, TECHNICIANS_LOAD_FAILED } from '../notices';
import { placeOf } from '../place';
import { TechnicianDetailsPanel } from './TechnicianDetailsPanel';

const TEXTS: AdminListTexts = {
  title: 'Technicians',
  searchLabel: 'Search technicians by name',
  filterLabel: 'Filter technicians',
  loading: 'Loading technicians',
  failed: TECHNICIANS_LOAD_FAILED,
  empty: NO_TECHNICIANS,
};

const SORT_OPTIONS = TECHNICIAN_LIST_SORTS.map((sort) => ({
  value: sort,
  label: TECHNICIAN_LIST_SORT_LABELS[sort],
}));
const STATUS_OPTIONS = VETTING_STATUSES.map((status) => ({
  value: status,
  label: VETTING_STATUS_LABELS[status],
}));
const REGION_OPTIONS = ALASKA_REGIONS.map((region) => ({ value: region.id, label: region.name }));
const SKILLS = [...new Set(Object.values(SKILL_OPTIONS).flat())].sort();
const ALL_COMMUNITIES = ALASKA_COMMUNITIES.map((community) => community.name).sort();

const { shape } = adminTechnicianListQuerySchema;
const LIST = {
  sorts: TECHNICIAN_LIST_SORTS,
  filters: {
    status: shape.status,
    region: shape.region,
    community: shape.community,
    skill: shape.skill,
  },
};

function communitiesOf(region: string): readonly string[] {
  return region in ALASKA_REGION_COMMUNITIES
    ? ALASKA_REGION_COMMUNITIES[region as AlaskaRegionId]
    : ALL_COMMUNITIES;
}

const COLUMNS: DataListColumn<AdminTechnicianListEntry>[] = [
  { header: 'Name', primary: true, cell: (t) => t.fullName || t.email },
  {
    header: 'Contact',
    cell: (t) => (
      <Stack gap={1}>
        <EmailLink email={t.email} />
        <PhoneLink phone={t.phone} />
      </Stack>
    ),
  },
  { header: 'Location', cell: (t) => placeOf(t) },
  {
    header: 'Status',
    cell: (t) => (
      <Badge variant={t.vettingStatus === 'rejected' ? 'danger' : 'primary'}>
        {VETTING_STATUS_LABELS[t.vettingStatus]}
      </Badge>
    ),
  },
  { header: 'Signed up', cell: (t) => displayDay(t.userCreation) },
  { header: 'Last login', cell: (t) => (t.lastLogin ? displayMoment(t.lastLogin) : 'never') },
  { header: 'Rating', cell: (t) => <RatingSummary rating={t.rating} /> },
];

/** The Technicians tab: the directory a page at a time, beside the chosen technician's details. */
export function TechnicianDirectory() {
  const state = useListState(LIST);
  const query = useAdminTechnicians(state.request);
  const { status, region, community, skill } = state.filters;
  const communities = communitiesOf(region);

  return (
    <AdminListTab
      texts={TEXTS}
      state={state}
      sortOptions={SORT_OPTIONS}
      query={query}
      items={query.data?.technicians ?? []}
      columns={COLUMNS}
      getId={(technician) => technician.id}
      filters={
        <>
          <Select
            label="Vetting status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => state.setFilters({ status: event.target.value })}
          />
          <Select
            label="Region"
            placeholder="All regions"
            options={REGION_OPTIONS}
            value={region}
            onChange={(event) => {
              const chosen = event.target.value;
              // A community outside the new region would leave nobody to list.
              const keepsCommunity = communitiesOf(chosen).includes(community);
              state.setFilters({ region: chosen, ...(keepsCommunity ? {} : { community: '' }) });
            }}
          />
          <Select
            label="Community"
            placeholder="All communities"
            options={communities}
            value={community}
            onChange={(event) => state.setFilters({ community: event.target.value })}
          />
          <Select
            label="Skill"
            placeholder="All skills"
            options={SKILLS}
            value={skill}
            onChange={(event) => state.setFilters({ skill: event.target.value })}
          />
        </>
      }
      renderDetails={(technicianId, ref) => (
        <TechnicianDetailsPanel ref={ref} technicianId={technicianId} />
      )}
    />
  );
}
