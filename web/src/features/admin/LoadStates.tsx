import { Button, Spinner, Stack } from '@rha/design-system';

/** A spinner, named by `label`, while something loads. */
export function Loading({ label }: { label: string }) {
  return (
    <Stack align="center">
      <Spinner label={label} />
    </Stack>
  );
}

/** Why something did not load, with a button to ask for it again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Stack gap={2} align="start">
      <p role="alert">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
