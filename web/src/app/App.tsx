import type { BffClient } from '@rha/contracts';
import { GlobalStyle, theme, ToastProvider, type Toaster } from '@rha/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BffClientProvider } from '../api/BffClientProvider';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthSession } from '../auth/authSession';
import { AppRoutes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  toasts: Toaster;
  session: AuthSession;
  bff: BffClient;
}

/** The providers every page relies on, around the router. */
export function App({ queryClient, toasts, session, bff }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ToastProvider toaster={toasts}>
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
