import { useMemo } from 'react';
import { useBffClient } from './BffClientProvider';
import type { SignupCompletion, TmpUserDraft } from './bffTypes';
import { requestError } from './requestError';

export interface SignupApi {
  /** POST /api/tmpUser: the sign-up form, saved before the visitor has an account. */
  saveDraft(draft: TmpUserDraft): Promise<void>;
  /** POST /api/signup/complete: applies the saved draft to the account that just signed up. */
  complete(uuid: string): Promise<SignupCompletion>;
}

/** The sign-up calls; each throws a RequestError carrying the server's field errors. */
export function useSignupApi(): SignupApi {
  const bff = useBffClient();
  return useMemo(
    () => ({
      async saveDraft(draft) {
        const { error, response } = await bff.POST('/api/tmpUser', { body: draft });
        if (!response.ok) throw requestError(response, error);
      },
      async complete(uuid) {
        const { data, error, response } = await bff.POST('/api/signup/complete', {
          body: { uuid },
        });
        if (!data) throw requestError(response, error);
        return data;
      },
    }),
    [bff],
  );
}
