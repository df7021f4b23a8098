import { useMemo } from 'react';
import { useBffClient } from './BffClientProvider';
import type { SignupDraftRef } from '../auth/authStorage';
import type { SignupCompletion, TmpUserDraft } from './bffTypes';
import { dataOrThrow, requestError } from './requestError';

export interface SignupApi {
  /**
   * POST /api/tmpUser: the sign-up form, saved before the visitor has an account. Answers the
   * draft's reference, with the key only this browser receives.
   */
  saveDraft(draft: TmpUserDraft): Promise<SignupDraftRef>;
  /** POST /api/signup/complete: applies the saved draft to the account that just signed up. */
  complete(draft: SignupDraftRef): Promise<SignupCompletion>;
}

/** The sign-up calls; each throws a RequestError carrying the server's field errors. */
export function useSignupApi(): SignupApi {
  const bff = useBffClient();
  return useMemo(
    () => ({
      async saveDraft(draft) {
        const { data, error, response } = await bff.POST('/api/tmpUser', { body: draft });
        if (!data || !('secret' in data)) throw requestError(response, error);
        return { uuid: data.uuid, secret: data.secret };
      },
      async complete({ uuid, secret }) {
        return dataOrThrow(
          await bff.POST('/api/signup/complete', {
            body: { uuid, secret },
          }),
        );
      },
    }),
    [bff],
  );
}
