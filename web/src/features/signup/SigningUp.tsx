import { Spinner, Stack } from '@rha/design-system';

/** Shown while the draft is applied to the new account and the token refreshed. */
export function SigningUp() {
  return (
    <Stack direction="row" gap={3} align="center">
      <Spinner label="Signing up..." />
      <p aria-hidden="true">Signing up...</p>
    </Stack>
  );
}
