import type { AuthContextValue } from '../auth/AuthContext';
import { fakeBff, type FakeRoute } from './fakeBff';
import { fakeAuth } from './renderApp';
import { renderRoutes } from './renderRoutes';

/**
 * Renders the whole route table at `path` with a fake session and an in-memory bff answering
 * `routes`. The probe exposes the router's navigate (e.g. navigate(-1) for Back) and location.
 */
export function renderWithBff({
  path,
  auth = fakeAuth(),
  routes,
}: {
  path: string;
  auth?: AuthContextValue;
  routes: Record<string, FakeRoute>;
}) {
  const bff = fakeBff(routes);
  return { ...renderRoutes({ path, auth, fetch: bff.fetch }), bff };
}
