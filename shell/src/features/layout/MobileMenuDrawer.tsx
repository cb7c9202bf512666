import type { RefObject } from 'react';
import { Button, CloseButton, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Drawer } from '@chargemaroc/shared/ui/drawer';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { selectFirstName, selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';
import { AuthButtons } from './AuthButtons';
import { MobileNavLink, MobileNavMenu } from './MobileNavMenu';
import { accountLinks, headerLinks, headerMenus } from './navigation';
import { layoutLabels } from './labels';
import { useLogout } from './use-logout';
import { useRemoteVisibility } from './use-remote-visibility';

interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's drawer, loaded by <MobileMenu/> on first intent. */
export function MobileMenuDrawer({ open, onOpenChange, returnFocusTo }: MobileMenuDrawerProps) {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const firstName = useSession(selectFirstName);
  const logout = useLogout();
  const { isEnabled, visibleLinks } = useRemoteVisibility();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="20rem">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>{layoutLabels.mobileMenuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" py="2">
              <nav aria-label={layoutLabels.mainNavigation}>
                {headerMenus
                  .filter((menu) => isEnabled(menu.remote))
                  .map((menu) => (
                    <MobileNavMenu key={menu.label} menu={menu} onNavigate={close} />
                  ))}
                <Stack as="ul" gap="0" py="2">
                  {visibleLinks(headerLinks).map((link) => (
                    <MobileNavLink key={link.to} item={link} onNavigate={close} />
                  ))}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border" display="block">
              {isAuthenticated ? (
                <Stack gap="1">
                  {firstName && (
                    <Text px="3" pb="1" fontWeight="semibold">
                      {firstName}
                    </Text>
                  )}
                  <Stack as="ul" gap="0">
                    {visibleLinks(accountLinks).map((link) => (
                      <MobileNavLink key={link.to} item={link} onNavigate={close} />
                    ))}
                  </Stack>
                  <Button
                    variant="outline"
                    colorPalette="red"
                    mt="2"
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    {messages.common.nav.logout}
                  </Button>
                </Stack>
              ) : (
                <AuthButtons direction="column" onNavigate={close} />
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={messages.common.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
