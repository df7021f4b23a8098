import { Stack } from '@rha/design-system';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteTopBar } from './SiteTopBar';

/** The chrome around every page: top bar, the page itself, footer. */
export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <SiteTopBar />
      <Stack as="main" gap={0}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Stack>
      <SiteFooter />
    </>
  );
}
