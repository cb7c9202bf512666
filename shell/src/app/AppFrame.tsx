import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Box, Flex } from '@chargemaroc/shared/ui/layout';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { MAIN_CONTENT_ID, SkipLink } from '../features/layout/SkipLink';
import { PageLoading } from '../remotes/PageLoading';
import { DocumentHead } from './DocumentHead';
import { RegionHydrated } from './region-hydrated';
import { PageAnnouncer, PageArrival } from './navigation/page-arrival';
import { scrollKeyOf } from './navigation/scroll-key';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';

/**
 * The frame around every route. Each region sits in its own Suspense boundary, so the browser
 * hydrates them in separate short tasks and the header responds before the page's code is done.
 * Navigation behaves as the browser's own: a new page opens at its top, Back and Forward return to
 * where the visitor was, focus goes to the new page's heading and its name is announced.
 */
export function AppFrame() {
  return (
    <Flex direction="column" minH="100dvh">
      <DocumentHead />
      <UnauthorizedRedirect />
      <ScrollRestoration getKey={scrollKeyOf} />
      <SkipLink />
      <PageAnnouncer />
      <Suspense>
        <Header />
        <RegionHydrated region="header" />
      </Suspense>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageArrival />
          <RegionHydrated region="page" />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
        <RegionHydrated region="footer" />
      </Suspense>
    </Flex>
  );
}
