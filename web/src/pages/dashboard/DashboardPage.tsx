import { Button, Container, PageTitle, Stack } from '@rha/design-system';
import { useUser } from '../../api/useUser';
import { DocumentTitle } from '../../app/DocumentTitle';
import { PageLoading } from '../../app/PageLoading';
import { firstNameOf } from './firstName';

export function DashboardPage() {
  const { data: user, isPending, refetch } = useUser();

  if (isPending) return <PageLoading />;

  if (!user) {
    return (
      <Container>
        <DocumentTitle title="Dashboard" />
        <Stack gap={3} align="start">
          <p role="alert">We could not load your profile.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }

  const firstName = firstNameOf(user.fullName);
  return (
    <Container>
      <DocumentTitle title="Dashboard" />
      <PageTitle>{firstName ? `Welcome ${firstName}!` : 'Welcome!'}</PageTitle>
    </Container>
  );
}
