import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import type { Role } from '../auth/roles';
import { PageLoading } from './PageLoading';

/** Signed-in areas: a spinner while the session loads, then /auth for anyone not signed in. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (status !== 'authenticated') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Areas of one role (inside RequireAuth): everyone else is sent to their dashboard. */
export function RequireRole({ role }: { role: Role }) {
  const { hasRole } = useAuth();
  return hasRole(role) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
