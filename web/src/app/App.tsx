import type { BffClient } from '@rha/contracts';
import { GlobalStyle, theme } from '@rha/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BffClientProvider } from '../api/BffClientProvider';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthSession } from '../auth/authSession';
import { ToastProvider } from '../notifications/ToastProvider';
import { AppRoutes } from './routes';
import type { ToastStore } from '../notifications/toastStore';

export interface AppProps {
  queryClient: QueryClient;
  toasts: ToastStore;
  session: AuthSession;
  bff: BffClient;
}

/** The providers every page relies on, around the router. */
export function App({ queryClient, toasts, session, bff }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ToastProvider store={toasts}>
          <AuthProvider session={session}>
            <BffClientProvider client={bff}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </BffClientProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
