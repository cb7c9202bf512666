import { Portal } from '@chargemaroc/shared/ui/portal';
import { Menu } from '@chargemaroc/shared/ui/menu';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import type { DeferredTrigger } from './DeferredMenu';
import { headerMenuPositioning } from './header-menu-positioning';
import { DeferredMenuTrigger } from './DeferredMenuTrigger';
import { clickMenuLink, MenuLinkItem } from './MenuLinkItem';
import { accountLinks } from './navigation';
import { useLogout } from './use-logout';
import { useRemoteVisibility } from './use-remote-visibility';

/** The user menu itself, loaded on first intent by <UserMenu/>. */
export function UserMenuPanel({ trigger }: { trigger: DeferredTrigger }) {
  const logout = useLogout();
  const { visibleLinks } = useRemoteVisibility();
  return (
    <Menu.Root positioning={headerMenuPositioning('bottom-end')} navigate={clickMenuLink} defaultOpen>
      <DeferredMenuTrigger trigger={trigger} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {visibleLinks(accountLinks).map((link) => (
              <MenuLinkItem key={link.to} item={link} />
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" color="red.700" cursor="pointer" onClick={logout}>
              {messages.common.nav.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
