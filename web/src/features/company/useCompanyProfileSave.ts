import { useState } from 'react';
import type { AddressCheckResult, CompanyProfilePanel } from '../../api/bffTypes';
import { useCheckAddress, useSaveCompanyProfile } from '../../api/companyProfile';
import { useRefreshUser } from '../../api/useRefreshUser';

/** checking: 'Validating Address...'; saving: the profile is being written. */
export type ProfileSavePhase = 'idle' | 'checking' | 'saving';

export type ProfileSaveOutcome =
  { status: 'saved' } | { status: 'address-invalid'; errors: AddressCheckResult['errors'] };

/**
 * The panel's save: the address is checked first, then company, location and contact
 * details are saved in one call, then the cached user is read again past every cache. The phase
 * always returns to idle, whatever happened.
 */
export function useCompanyProfileSave() {
  const [phase, setPhase] = useState<ProfileSavePhase>('idle');
  const checkAddress = useCheckAddress();
  const saveProfile = useSaveCompanyProfile();
  const refreshUser = useRefreshUser();

  const save = async (panel: CompanyProfilePanel): Promise<ProfileSaveOutcome> => {
    try {
      setPhase('checking');
      const check = await checkAddress.mutateAsync({
        address: panel.address,
        city: panel.city,
        state: panel.state,
        zipCode: panel.zipCode,
      });
      if (!check.valid) return { status: 'address-invalid', errors: check.errors };
      setPhase('saving');
      await saveProfile.mutateAsync(panel);
      await refreshUser().catch((error: unknown) => console.error((error as Error).message));
      return { status: 'saved' };
    } finally {
      setPhase('idle');
    }
  };

  return { phase, save };
}
