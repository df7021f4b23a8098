import { Button, FormAlert, Stack } from '@rha/design-system';
import type { FormEventHandler, ReactNode } from 'react';

export interface SignupFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the form was not sent: the spec's sentence, or what the server said. */
  alert?: string | undefined;
  pending: boolean;
  /** No user type chosen yet (generic audience). */
  disabled?: boolean;
  children?: ReactNode;
}

/** The sign-up form's frame: the alert above the fields, the Sign Up button below them. */
export function SignupFormFrame({
  onSubmit,
  alert,
  pending,
  disabled = false,
  children,
}: SignupFormFrameProps) {
  return (
    <form noValidate aria-label="Sign up" onSubmit={onSubmit}>
      <Stack gap={4}>
        {alert && <FormAlert title={alert} />}
        {children}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={pending}
          loadingLabel="Signing up..."
          disabled={disabled || pending}
        >
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
