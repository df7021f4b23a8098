import { useAdminCompanies } from '../../../api/adminCompanies';
import type { DirectoryTexts } from '../DirectoryCard';
import { COMPANIES_LOAD_FAILED, NO_COMPANIES } from '../notices';
import { SearchableDirectory } from '../SearchableDirectory';
import { CompanyDetailsPanel } from './CompanyDetailsPanel';
import { CompanyListEntry } from './CompanyListEntry';

const TEXTS: DirectoryTexts = {
  title: 'Companies',
  searchLabel: 'Search companies by name',
  listLabel: 'Companies',
  loading: 'Loading companies',
  loadingMore: 'Loading more companies',
  failed: COMPANIES_LOAD_FAILED,
  empty: NO_COMPANIES,
  plural: 'companies',
};

/** The Companies tab: the searchable list beside the chosen company's locations and requests. */
export function CompanyDirectory() {
  return (
    <SearchableDirectory
      texts={TEXTS}
      useList={useAdminCompanies}
      entriesOf={(page) => page.companies}
      renderEntry={(company, selection) => <CompanyListEntry company={company} {...selection} />}
      renderDetails={(companyId, ref) => <CompanyDetailsPanel ref={ref} companyId={companyId} />}
    />
  );
}
