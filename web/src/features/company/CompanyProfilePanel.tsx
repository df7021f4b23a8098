import { Spinner, Stack } from '@rha/design-system';
import { useCompany } from '../../api/companyProfile';
import { useCompanyLocations } from '../../api/locations';
import { useUser } from '../../api/useUser';
import { CompanyProfileForm } from './CompanyProfileForm';
import { LocationsSection } from './LocationsSection';

/** The company's settings tab: the profile form over the list of locations. */
export function CompanyProfilePanel() {
  const user = useUser();
  const company = useCompany();
  const locations = useCompanyLocations();

  // The address joins the form when the locations arrive (the form follows its values); waiting
  // for them here would hide the list's own error and retry.
  if (user.isPending || company.isPending || !user.data) {
    return (
      <Stack align="center">
        <Spinner label="Loading your company profile" />
      </Stack>
    );
  }

  const profile = user.data;
  const all = locations.data ?? [];
  const location = all.find((candidate) => candidate.id === profile.locationId) ?? all[0];
  return (
    <Stack gap={10}>
      <CompanyProfileForm
        userType={profile.userType}
        locationId={location?.id ?? null}
        pendingEmail={profile.pendingEmail}
        defaultValues={{
          companyName: company.data?.companyName ?? '',
          website: company.data?.website ?? '',
          email: profile.email,
          phone: profile.phone,
          address: location?.address ?? '',
          city: location?.city ?? profile.city ?? '',
          state: location?.state ?? profile.state ?? '',
          zipCode: location?.zipCode ?? profile.zipCode ?? '',
        }}
      />
      <LocationsSection />
    </Stack>
  );
}
