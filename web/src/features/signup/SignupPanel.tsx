import type { SignupUserType } from '@rha/contracts/schemas';
import { Button, FormAlert, RadioGroup, Stack } from '@rha/design-system';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../api/requestError';
import { useAuth } from '../../auth/AuthContext';
import { readSignupDraft } from '../../auth/authStorage';
import { CompanySignupForm } from './CompanySignupForm';
import { SigningUp } from './SigningUp';
import { SignupFormFrame } from './SignupFormFrame';
import { initialSignupValues, readTypedSignup } from './signupValues';
import { TechnicianSignupForm } from './TechnicianSignupForm';
import { useSignupFlow } from './useSignupFlow';

/** Who the auth page speaks to; generic asks for the user type first. */
export type SignupAudience = 'generic' | 'company' | 'technician' | 'services';

export interface SignupPanelProps {
  audience: SignupAudience;
  /** The auth page's path, where registration comes back to. */
  returnPath: string;
}

const USER_TYPE_OPTIONS = [
  { value: 'technician', label: 'Technician' },
  { value: 'company', label: 'Company' },
] as const;

function fixedUserType(audience: SignupAudience): SignupUserType | null {
  if (audience === 'technician') return 'technician';
  if (audience === 'generic') return null;
  return 'company';
}

/**
 * The sign-up side of an auth page: the form for the audience (generic: after choosing technician
 * or company), and, back from registration with a draft, its completion ('Signing up...'). A
 * failed completion keeps the typed form on screen under the error, with Retry.
 */
export function SignupPanel({ audience, returnPath }: SignupPanelProps) {
  const { status } = useAuth();
  const [stored] = useState(readTypedSignup);
  const [chosenType, setChosenType] = useState<SignupUserType | null>(
    () => fixedUserType(audience) ?? stored?.userType ?? null,
  );
  const userType = fixedUserType(audience) ?? chosenType;
  const { submission, completion } = useSignupFlow({ returnPath });
  // Back from registration with a draft: apply it, once (StrictMode mounts effects twice). A form
  // submitted later, while signed in, completes its own new draft.
  const [returned] = useState(() => (status === 'authenticated' ? readSignupDraft() : null));
  const startedFor = useRef<string | null>(null);
  const { mutate: complete } = completion;
  useEffect(() => {
    if (returned && startedFor.current !== returned.uuid) {
      startedFor.current = returned.uuid;
      complete(returned);
    }
  }, [returned, complete]);

  if (completion.isPending || completion.isSuccess || (returned && completion.isIdle)) {
    return <SigningUp />;
  }

  const pending = submission.isPending;
  const submit = async (info: Record<string, unknown>) => {
    if (userType) await submission.mutateAsync({ userType, info });
  };
  const retry = () => {
    const draft = readSignupDraft();
    if (draft) completion.mutate(draft);
  };

  return (
    <Stack gap={6}>
      {completion.isError && (
        <FormAlert title="We could not finish your sign-up.">
          <Stack gap={3} align="start">
            <p>{failureMessage(completion.error) ?? 'Unknown error'}</p>
            <p>Try again, or correct your details below and press Sign Up.</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              Retry
            </Button>
          </Stack>
        </FormAlert>
      )}
      {audience === 'generic' && (
        <RadioGroup
          label="I am signing up as"
          options={USER_TYPE_OPTIONS}
          value={chosenType ?? ''}
          onValueChange={(value) => setChosenType(value as SignupUserType)}
        />
      )}
      {userType === 'technician' && (
        <TechnicianSignupForm
          defaultValues={initialSignupValues('technician', stored)}
          pending={pending}
          submit={submit}
          failure={completion.error}
        />
      )}
      {userType === 'company' && (
        <CompanySignupForm
          defaultValues={initialSignupValues('company', stored)}
          pending={pending}
          submit={submit}
          failure={completion.error}
        />
      )}
      {userType === null && (
        <SignupFormFrame onSubmit={(event) => event.preventDefault()} pending={false} disabled />
      )}
    </Stack>
  );
}
