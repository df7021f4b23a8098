import { Button, Card, Container, PageTitle, Stack } from '@rha/design-system';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '../../app/DocumentTitle';
import { useHydrated } from '../../app/useHydrated';

/**
 * Where the address comes from: the page that sent the visitor here, else `?email=`. The prerendered
 * page names none, so a direct visit shows it once the page has hydrated.
 */
function useAddressToVerify(): string | undefined {
  const { state } = useLocation() as { state: unknown };
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const fromState =
    typeof state === 'object' &&
    state !== null &&
    'email' in state &&
    typeof state.email === 'string'
      ? state.email
      : undefined;
  const address = (fromState ?? params.get('email') ?? '').trim();
  return address === '' || !hydrated ? undefined : address;
}

/** The verify-email screen. */
export function EmailVerificationPage() {
  const address = useAddressToVerify();
  return (
    <Container size="narrow" padding="lg">
      <DocumentTitle title="Verify Email" />
      <Card variant="elevated" padding="lg">
        <PageTitle
          style={{ marginBottom: 0 }}
          description={
            <>
              We sent a verification link to <strong>{address ?? 'your email address'}</strong>.
            </>
          }
        >
          Verify Email
        </PageTitle>
        <Stack gap={3}>
          <p>
            Click the link in that email to verify your address, then come back here and sign in.
          </p>
          <p>
            Nothing there after a few minutes? Check your spam or junk folder. On a satellite
            connection email can take a little longer to arrive.
          </p>
        </Stack>
        <Stack direction="row">
          <Button asChild>
            <RouterLink to="/auth">Return to Login</RouterLink>
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
