import { createBffClient } from '@rha/contracts/clients';
import { createToaster } from '@rha/design-system';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createQueryClient } from '../api/queryClient';
import { App } from '../app/App';
import type { AuthSession, AuthSnapshot } from '../auth/authSession';

export interface RenderedPage {
  /** The markup for #root, with React's hoisted <title>/<meta>/<link> tags still at its start. */
  markup: string;
  /** styled-components' <style> tags for exactly what the page uses. */
  styleTags: string;
}

const SIGNED_OUT_AT_BUILD: AuthSnapshot = { status: 'loading', revision: 0 };

function unavailableAtBuild(): Promise<never> {
  return Promise.reject(new Error('there is no session while prerendering'));
}

/** Nobody is signed in at build time; the page renders as it does while the browser's session loads. */
const buildTimeSession: AuthSession = {
  start: () => Promise.resolve(),
  subscribe: () => () => undefined,
  getSnapshot: () => SIGNED_OUT_AT_BUILD,
  getToken: () => Promise.resolve(undefined),
  refreshToken: unavailableAtBuild,
  hasRole: () => false,
  login: unavailableAtBuild,
  register: unavailableAtBuild,
  logout: unavailableAtBuild,
};

/**
 * Renders the real app for one path, waiting for its lazily loaded page (react-dom's prerender
 * resolves every Suspense boundary), with the page's styles collected as it renders.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App
            queryClient={createQueryClient()}
            toasts={createToaster()}
            session={buildTimeSession}
            bff={createBffClient({ baseUrl: 'http://localhost' })}
            Router={AtPath}
          />
        </StrictMode>,
      ),
      // Never outlined: React would move a large boundary into a hidden segment revealed by an inline
      // script, which the site's Content-Security-Policy blocks, leaving the page blank until hydration.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await new Response(prelude).text();
    return { markup, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
