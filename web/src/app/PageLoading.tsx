import { Container, Spinner, Stack } from '@rha/design-system';

/** The spinner a whole page shows while what it needs is on its way. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Container padding="lg">
      <Stack align="center">
        <Spinner size="lg" label={label} />
      </Stack>
    </Container>
  );
}
