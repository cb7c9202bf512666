import { Box, SimpleGrid } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Menu } from '@chargemaroc/shared/ui/menu';
import type { DeferredTrigger } from './DeferredMenu';
import { headerMenuPositioning } from './header-menu-positioning';
import { DeferredMenuTrigger } from './DeferredMenuTrigger';
import { clickMenuLink, MenuLinkItem } from './MenuLinkItem';
import { menuGroups } from './menu-groups';
import type { NavMenu } from './navigation';

/** The header dropdown itself, loaded on first intent by <NavMenuDropdown/>. */
export function NavMenuPanel({ menu, trigger }: { menu: NavMenu; trigger: DeferredTrigger }) {
  return (
    <Menu.Root positioning={headerMenuPositioning('bottom-start')} navigate={clickMenuLink} defaultOpen>
      <DeferredMenuTrigger trigger={trigger} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            p="3"
            minW={{ base: '16rem', lg: menuGroups[menu.id].length > 2 ? '36rem' : '26rem' }}
          >
            <MenuLinkItem item={menu.overview} emphasized />
            <Menu.Separator />
            <SimpleGrid columns={{ base: 1, lg: menuGroups[menu.id].length }} gap="2">
              {menuGroups[menu.id].map((group) => (
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
