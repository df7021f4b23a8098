import { Button, Container, Grid, PageTitle, Spinner, Stack } from '@rha/design-system';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DocumentTitle } from '../../app/DocumentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useAuth } from '../../auth/AuthContext';
import { readSignupForm, readSignupDraft } from '../../auth/authStorage';
import { audiencePrompts, type AuthAudience } from './audiences';
import { AuthSidePanel } from './AuthSidePanel';
import { LogoCard } from './LogoCard';

// The form, its schemas and the community list load only when someone signs up: a visitor who
// only signs in never downloads them.
const SignupPanel = lazy(() =>
  import('../../features/signup/SignupPanel').then((module) => ({ default: module.SignupPanel })),
);

/**
 * Sign-in and sign-up entry for one audience. Sign In leaves for the identity
 * provider at once; Sign Up reveals the audience's form. Back from registration with a draft, or
 * with a form typed before a reload, the sign-up side opens by itself.
 */
export function AuthEntryPage({ audience }: { audience: AuthAudience }) {
  const { status, login, hasRole } = useAuth();
  const { pathname } = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  // Back from registration the draft is completed here, even once the new role makes the account
  // one that could no longer sign up.
  const [returnedWithDraft] = useState(() => readSignupDraft() !== null);
  const [signingUp, setSigningUp] = useState(() => returnedWithDraft || readSignupForm() !== null);

  if (status === 'loading') return <PageLoading />;

  const signedIn = status === 'authenticated';
  // An account whose sign-up never finished holds no product role yet: it may still sign up.
  const mayStillSignUp =
    !signedIn || !(hasRole('company') || hasRole('technician') || hasRole('admin'));
  const showSignup = signingUp && (mayStillSignUp || returnedWithDraft);

  const signIn = () => {
    setRedirecting(true);
    login().catch(() => setRedirecting(false));
  };

  return (
    <Container padding="lg">
      <DocumentTitle title="Sign In" />
      <Grid columns={2} gap={8}>
        <Stack gap={6}>
          <LogoCard />
          <PageTitle description={`Welcome! Please ${audiencePrompts[audience]}.`}>
            Welcome to Remote Hands Alaska
          </PageTitle>
          <Stack direction="row" gap={3} wrap>
            {signedIn && !returnedWithDraft && (
              <Button asChild size="lg">
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
            )}
            {!signedIn && (
              <Button size="lg" loading={redirecting} onClick={signIn}>
                Sign In
              </Button>
            )}
            {mayStillSignUp && !showSignup && (
              <Button size="lg" variant="secondary" onClick={() => setSigningUp(true)}>
                Sign Up
              </Button>
            )}
          </Stack>
          {showSignup && (
            <Suspense fallback={<Spinner label="Loading" />}>
              <SignupPanel audience={audience} returnPath={pathname} />
            </Suspense>
          )}
        </Stack>
        {/* A cell of its own, so the panel keeps its height beside a long form. */}
        <div>
          <AuthSidePanel />
        </div>
      </Grid>
    </Container>
  );
}
