import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chargemaroc/shared/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The frame around every route: skip link, header, the route's page, footer. */
export function AppLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Header />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
