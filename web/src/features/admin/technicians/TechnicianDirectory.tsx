import { useAdminTechnicians } from '../../../api/adminTechnicians';
import type { DirectoryTexts } from '../DirectoryCard';
import { NO_TECHNICIANS, TECHNICIANS_LOAD_FAILED } from '../notices';
import { SearchableDirectory } from '../SearchableDirectory';
import { TechnicianDetailsPanel } from './TechnicianDetailsPanel';
import { TechnicianListEntry } from './TechnicianListEntry';

const TEXTS: DirectoryTexts = {
  title: 'Technicians',
  searchLabel: 'Search technicians by name',
  listLabel: 'Technicians',
  loading: 'Loading technicians',
  loadingMore: 'Loading more technicians',
  failed: TECHNICIANS_LOAD_FAILED,
  empty: NO_TECHNICIANS,
  plural: 'technicians',
};

/** The Technicians tab: the searchable directory beside the chosen technician's details. */
export function TechnicianDirectory() {
  return (
    <SearchableDirectory
      texts={TEXTS}
      useList={useAdminTechnicians}
      entriesOf={(page) => page.technicians}
      renderEntry={(technician, selection) => (
        <TechnicianListEntry technician={technician} {...selection} />
      )}
      renderDetails={(technicianId, ref) => (
        <TechnicianDetailsPanel ref={ref} technicianId={technicianId} />
      )}
    />
  );
}
