import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { STARTING_SNAPSHOT, type AuthSession } from './authSession';

/**
 * What the prerendered pages were rendered with: hydration starts from it, so the first client render
 * matches the HTML, then moves on to the session's real status.
 */
const prerenderedSnapshot = () => STARTING_SNAPSHOT;

/** Publishes an AuthSession to React; re-renders consumers when the status or roles change. */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    prerenderedSnapshot,
  );
  const value = useMemo<AuthContextValue>(
    () => ({
      status: snapshot.status,
      getToken: session.getToken,
      login: session.login,
      register: session.register,
      logout: session.logout,
      refreshToken: session.refreshToken,
      hasRole: (role) => session.hasRole(role),
    }),
    [session, snapshot],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
