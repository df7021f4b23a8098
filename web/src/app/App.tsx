import type { BffClient } from '@rha/contracts';
import { GlobalStyle, theme, ToastProvider, type Toaster } from '@rha/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BffClientProvider } from '../api/BffClientProvider';
import { useAuth } from '../auth/AuthContext';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthSession } from '../auth/authSession';
import {
  holdsSubmissions,
  subscribeToSubmissions,
} from '../features/submission-queue/waitingSubmissions';
import { LiveEventsProvider } from '../features/live/LiveEventsProvider';
import { CallsProvider } from '../features/calls/CallsProvider';
import { AppRoutes } from './routes';

// Its own chunk, fetched once someone signs in: visitors download none of the message sending.
const MessageOutboxSender = lazy(() =>
  import('../features/job-messages/MessageOutboxSender').then((module) => ({
    default: module.MessageOutboxSender,
  })),
);

// Likewise: forms submitted while the link was down.
const SubmissionQueueSender = lazy(() =>
  import('../features/submission-queue/SubmissionQueueSender').then((module) => ({
    default: module.SubmissionQueueSender,
  })),
);

/** Messages and forms sent offline go out when the link returns, on whichever page the person is. */
function SignedInSenders() {
  const { status } = useAuth();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <MessageOutboxSender />
      <SubmissionQueueSender signedIn />
    </Suspense>
  );
}

/** A visitor's contact message queued offline: its sender is fetched only once one waits. */
function SignedOutSender() {
  const { status } = useAuth();
  const waiting = useSyncExternalStore(subscribeToSubmissions, holdsSubmissions, () => false);
  if (status !== 'unauthenticated' || !waiting) return null;
  return (
    <Suspense fallback={null}>
      <SubmissionQueueSender signedIn={false} />
    </Suspense>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  toasts: Toaster;
  session: AuthSession;
  bff: BffClient;
  /** The router around the pages; prerendering passes one fixed on the page's path. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The providers every page relies on, around the router. */
export function App({ queryClient, toasts, session, bff, Router = BrowserRouter }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ToastProvider toaster={toasts}>
          <AuthProvider session={session}>
            <BffClientProvider client={bff}>
              <SignedInSenders />
              <SignedOutSender />
              <LiveEventsProvider>
                <CallsProvider>
                  <Router>
                    <AppRoutes />
                  </Router>
                </CallsProvider>
              </LiveEventsProvider>
            </BffClientProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
