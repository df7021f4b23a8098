import { useState } from 'react';
import type { AddressCheckResult, CompanyProfilePanel } from '../../api/bffTypes';
import { addressRejected, useCheckAddress, useSaveCompanyProfile } from '../../api/companyProfile';
import { RequestError } from '../../api/requestError';
import { useRefreshUser } from '../../api/useRefreshUser';
import { formDraftKey } from '../drafts/formDraft';
import { submitOrQueue } from '../submission-queue/submitOrQueue';

export const PROFILE_DRAFT_KEY = formDraftKey('company-profile');

/** checking: 'Validating Address...'; saving: the profile is being written. */
export type ProfileSavePhase = 'idle' | 'checking' | 'saving';

export type ProfileSaveOutcome =
  | { status: 'saved' }
  | { status: 'queued' }
  | { status: 'address-invalid'; errors: AddressCheckResult['errors'] };

/**
 * The panel's save: the address is checked first, then company, location and contact
 * details are saved in one call, then the cached user is read again past every cache. When the
 * link fails the save waits on the device, replacing an older one still waiting: the address is
 * checked when it is sent. The phase always returns to idle, whatever happened.
 */
export function useCompanyProfileSave() {
  const [phase, setPhase] = useState<ProfileSavePhase>('idle');
  const checkAddress = useCheckAddress();
  const saveProfile = useSaveCompanyProfile();
  const refreshUser = useRefreshUser();

  const send = async (panel: CompanyProfilePanel, idempotencyKey: string) => {
    setPhase('checking');
    const check = await checkAddress.mutateAsync(panel);
    if (!check.valid) throw addressRejected(check.errors);
    setPhase('saving');
    await saveProfile.mutateAsync({ panel, idempotencyKey });
  };

  const save = async (panel: CompanyProfilePanel): Promise<ProfileSaveOutcome> => {
    try {
      const outcome = await submitOrQueue(
        {
          kind: 'company-profile',
          body: panel,
          draftKey: PROFILE_DRAFT_KEY,
          record: 'company-profile',
        },
        (idempotencyKey) => send(panel, idempotencyKey),
      );
      if (outcome.status === 'queued') return outcome;
      await refreshUser().catch((error: unknown) => console.error((error as Error).message));
      return { status: 'saved' };
    } catch (error) {
      if (error instanceof RequestError && error.code === 'address_invalid') {
        return { status: 'address-invalid', errors: [...error.fieldErrors] };
      }
      throw error;
    } finally {
      setPhase('idle');
    }
  };

  return { phase, save };
}
