import { Button, Container, PageTitle, Stack } from '@rha/design-system';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../app/PageLoading';
import { DocumentTitle } from '../../app/DocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { audiencePrompts, type AuthAudience } from './audiences';

/** Sign-in entry for one audience. Sign In leaves for the identity provider at once. */
export function AuthEntryPage({ audience }: { audience: AuthAudience }) {
  const { status, login } = useAuth();
  const [redirecting, setRedirecting] = useState(false);

  if (status === 'loading') return <PageLoading />;

  const signIn = () => {
    setRedirecting(true);
    login().catch(() => setRedirecting(false));
  };

  return (
    <Container size="narrow" padding="lg">
      <DocumentTitle title="Sign In" />
      <PageTitle description={`Welcome! Please ${audiencePrompts[audience]}.`}>
        Welcome to Remote Hands Alaska
      </PageTitle>
      <Stack direction="row" gap={3}>
        {status === 'authenticated' ? (
          <Button asChild size="lg">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        ) : (
          <Button size="lg" loading={redirecting} onClick={signIn}>
            Sign In
          </Button>
        )}
      </Stack>
    </Container>
  );
}
