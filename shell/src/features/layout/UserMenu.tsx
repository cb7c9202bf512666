import { Button, Menu, Portal, ChevronDownIcon, UserIcon } from '@chargemaroc/shared/ui';
import { messages } from '@chargemaroc/shared/messages';
import { preloadRemote } from '../../remotes/preload';
import { MenuLinkItem } from './MenuLinkItem';
import { accountLinks } from './navigation';
import { layoutLabels } from './labels';
import { useLogout } from './use-logout';
import { useRemoteVisibility } from './use-remote-visibility';

/** The signed-in user's menu, titled with their first name. */
export function UserMenu({ firstName }: { firstName: string }) {
  const logout = useLogout();
  const { visibleLinks } = useRemoteVisibility();
  const preload = () => preloadRemote('mf_account');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          fontWeight="medium"
          color="fg"
          maxW="12rem"
          onMouseEnter={preload}
          onFocus={preload}
        >
          <UserIcon aria-hidden="true" />
          <span>{firstName || layoutLabels.accountMenu}</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </Menu.Trigger>
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
