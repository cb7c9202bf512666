import { HStack } from '@chargemaroc/shared/ui/layout';
import { NavLink } from './NavLink';
import { NavMenuDropdown } from './NavMenuDropdown';
import { headerLinks, headerMenus } from './navigation';
import { layoutLabels } from './labels';
import { useRemoteVisibility } from './use-remote-visibility';

export function DesktopNav() {
  const { isEnabled, visibleLinks } = useRemoteVisibility();
  return (
    <HStack as="nav" aria-label={layoutLabels.mainNavigation} gap={{ md: '0', lg: '1' }} hideBelow="md">
      {headerMenus
        .filter((menu) => isEnabled(menu.remote))
        .map((menu) => (
          <NavMenuDropdown key={menu.label} menu={menu} />
        ))}
      {visibleLinks(headerLinks).map((link) => (
        <NavLink
          key={link.to}
          item={link}
          px={{ md: '2', lg: '3' }}
          py="2"
          whiteSpace="nowrap"
          rounded="md"
          fontSize="sm"
          fontWeight="medium"
          color="fg"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        />
      ))}
    </HStack>
  );
}
