import type { SignupUserType } from '@rha/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { SignupCompletion, TmpUserDraft } from '../../api/bffTypes';
import { useSignupApi } from '../../api/signup';
import { userQueryKey } from '../../api/useUser';
import { useAuth } from '../../auth/AuthContext';
import {
  clearSignupDraft,
  clearSignupForm,
  storeSignupDraft,
  type SignupDraftRef,
} from '../../auth/authStorage';
import { newDraftUuid } from './draftUuid';

export interface SignupSubmission {
  userType: SignupUserType;
  /** The validated form, as the shared sign-up schema outputs it. */
  info: { email?: string | undefined; name?: string | undefined } & Record<string, unknown>;
}

/**
 * The sign-up flow. submit: save the draft under a new uuid (kept in session storage with the
 * draft's key),
 * then the identity provider's registration page, which returns to `returnPath`; a visitor who is
 * signed in already (a retry after a failed completion) completes at once. complete: apply the
 * draft, refresh the token so it carries the new role, forget the draft, go to the destination.
 */
export function useSignupFlow({ returnPath }: { returnPath: string }) {
  const auth = useAuth();
  const api = useSignupApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const completion = useMutation<SignupCompletion, Error, SignupDraftRef>({
    mutationFn: async (draft) => {
      const done = await api.complete(draft);
      await auth.refreshToken();
      return done;
    },
    onSuccess: async (done) => {
      clearSignupDraft();
      clearSignupForm();
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      void navigate(done.destination, {
        replace: true,
        state: { userType: done.userType, accountEmail: done.accountEmail },
      });
    },
  });

  const submission = useMutation<void, Error, SignupSubmission>({
    mutationFn: async ({ userType, info }) => {
      const uuid = newDraftUuid();
      // The schema guarantees the fields the generated draft type spells as literals (state Alaska).
      const draft = await api.saveDraft({ uuid, userType, info } as unknown as TmpUserDraft);
      storeSignupDraft(draft);
      if (auth.status === 'authenticated') {
        completion.mutate(draft);
        return;
      }
      // Resolves only when the redirect could not start (the provider is unreachable, and said so).
      await auth.register({
        redirectPath: returnPath,
        ...(info.email ? { loginHint: info.email } : {}),
        ...(info.name ? { name: info.name } : {}),
      });
    },
  });

  return { submission, completion };
}
