import { signupFormError, type SignupUserType } from '@rha/contracts/schemas';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { RequestError, failureMessage } from '../../api/requestError';
import { applyServerErrors } from './applyServerErrors';
import { signupResolver, type InfoSchema } from './signupResolver';
import { saveTypedSignup, signupInfoOf } from './signupValues';

export interface UseSignupFormOptions<Values extends FieldValues, Info> {
  userType: SignupUserType;
  schema: InfoSchema<Info>;
  defaultValues: Values;
  /** Saves the draft and leaves for registration; rejects with what went wrong. */
  submit(info: Info): Promise<void>;
  /** A failed completion after registration, whose field errors belong under these fields. */
  failure?: Error | null;
}

/** Why the draft was not saved, as the form's alert says it. */
function alertFor(error: unknown): string {
  // A refused draft carries the form's own sentence (e.g. 'Please fill in all the required ...').
  if (error instanceof RequestError && error.status === 400) return error.detail;
  return `We could not save your sign-up: ${failureMessage(error) ?? 'Unknown error'}`;
}

/**
 * The glue both sign-up forms share: the shared schema with the spec's messages under the fields,
 * the spec's sentence in the alert when anything is missing, every keystroke kept in session
 * storage, and the server's field errors put under their fields.
 */
export function useSignupForm<Values extends FieldValues, Info>({
  userType,
  schema,
  defaultValues,
  submit,
  failure,
}: UseSignupFormOptions<Values, Info>) {
  const form = useForm<Values, unknown, Info>({
    resolver: signupResolver<Values, Info>(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const [alert, setAlert] = useState<string>();
  const { watch, setError, getValues, handleSubmit } = form;

  useEffect(() => {
    const subscription = watch((values) => saveTypedSignup(userType, values));
    return () => subscription.unsubscribe();
  }, [watch, userType]);

  useEffect(() => {
    if (failure) applyServerErrors(failure, Object.keys(getValues()), setError);
  }, [failure, getValues, setError]);

  const onSubmit = handleSubmit(
    async (info) => {
      setAlert(undefined);
      try {
        await submit(info);
      } catch (error) {
        applyServerErrors(error, Object.keys(getValues()), setError);
        setAlert(alertFor(error));
      }
    },
    () => setAlert(signupFormError(userType, signupInfoOf(getValues()))),
  );

  return { form, alert, onSubmit };
}
