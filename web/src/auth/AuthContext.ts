import { createContext, useContext } from 'react';
import type { AuthStatus, LoginOptions, RegisterOptions } from './authSession';
import type { Role } from './roles';

/** What components know about the session. Tests provide a value directly through AuthContext. */
export interface AuthContextValue {
  /** loading until the identity provider answered; error when it could not be reached. */
  status: AuthStatus;
  /** A bearer token valid for at least another minute, or undefined when signed out. */
  getToken(): Promise<string | undefined>;
  /** Redirects to the identity provider's login; comes back to /dashboard unless told otherwise. */
  login(options?: LoginOptions): Promise<void>;
  /** Redirects to the identity provider's registration form, always asking for credentials. */
  register(options?: RegisterOptions): Promise<void>;
  /** Clears local state and signs out at the identity provider; rejects after showing 'Logout Error'. */
  logout(): Promise<void>;
  /** Fetches a new token now, so a role the server just assigned takes effect. */
  refreshToken(): Promise<void>;
  /** Whether the signed-in user's token carries the realm role. */
  hasRole(role: Role): boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider (or an AuthContext value) above it');
  return value;
}
