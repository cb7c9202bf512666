import { Box, Container, Flex, HStack, Spacer } from '@chargemaroc/shared/ui/layout';
import { selectFirstName, selectIsAuthenticated, sessionStore } from '@chargemaroc/shared/stores/session';
import { useStoreAfterHydration } from '@chargemaroc/shared/stores/after-hydration';
import { AuthButtons } from './AuthButtons';
import { BrandLogo } from './BrandLogo';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';
import { HeaderSearch } from './search/HeaderSearch';

export function Header() {
  const isAuthenticated = useStoreAfterHydration(sessionStore, selectIsAuthenticated);
  const firstName = useStoreAfterHydration(sessionStore, selectFirstName);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '2', md: '4', lg: '6' }}>
        <Flex
          minH={{ base: '14', md: '16' }}
          align="center"
          wrap={{ base: 'wrap', lg: 'nowrap' }}
          columnGap={{ base: '1', md: '2', lg: '4' }}
        >
          <MobileMenu />
          <BrandLogo />
          <DesktopNav />
          <Spacer />
          {/* under the bar on phones and tablets, in it on wide screens */}
          <Box
            order={{ base: 1, lg: 0 }}
            flexBasis={{ base: 'full', lg: '16rem' }}
            flexShrink={{ lg: 1 }}
            minW={{ lg: '10rem' }}
            pb={{ base: '2', lg: '0' }}
          >
            <HeaderSearch />
          </Box>
          <HeaderActions />
          <HStack hideBelow="md" gap="2">
            {isAuthenticated ? <UserMenu firstName={firstName} /> : <AuthButtons />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
