import { Card, Stack } from '@rha/design-system';

/** The brand mark at the top of the auth pages. */
export function LogoCard() {
  return (
    <Card variant="elevated">
      <Stack direction="row" gap={4} align="center">
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <Stack gap={1}>
          <strong>Remote Hands Alaska</strong>
          <span>Local technicians, guided live by your experts</span>
        </Stack>
      </Stack>
    </Card>
  );
}
