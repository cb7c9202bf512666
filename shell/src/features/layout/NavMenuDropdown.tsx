import { Box, Button, Menu, Portal, SimpleGrid } from '@chargemaroc/shared/ui';
import { ChevronDownIcon } from '@chargemaroc/shared/ui';
import { preloadRemote } from '../../remotes/preload';
import { MenuLinkItem } from './MenuLinkItem';
import type { NavMenu } from './navigation';

/** A header dropdown (Boutique, Véhicules): an overview link, then its groups side by side. */
export function NavMenuDropdown({ menu }: { menu: NavMenu }) {
  const preload = () => preloadRemote(menu.remote);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 8 }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          fontWeight="medium"
          color="fg"
          onMouseEnter={preload}
          onFocus={preload}
        >
          {menu.label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content p="3" minW={{ base: '16rem', lg: menu.groups.length > 2 ? '36rem' : '26rem' }}>
            <MenuLinkItem item={menu.overview} emphasized />
            <Menu.Separator />
            <SimpleGrid columns={{ base: 1, lg: menu.groups.length }} gap="2">
              {menu.groups.map((group) => (
                <Box key={group.title}>
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{group.title}</Menu.ItemGroupLabel>
                    {group.links.map((link) => (
                      <MenuLinkItem key={link.to} item={link} />
                    ))}
                  </Menu.ItemGroup>
                </Box>
              ))}
            </SimpleGrid>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
