import { chakra, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { NavLink } from './NavLink';
import { menuGroups } from './menu-groups';
import type { NavLinkItem, NavMenu } from './navigation';

const linkStyle = {
  display: 'block',
  py: '2',
  px: '3',
  rounded: 'md',
  color: 'fg',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

export function MobileNavLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  return (
    <chakra.li listStyleType="none">
      <NavLink item={item} onClick={onNavigate} {...linkStyle} />
    </chakra.li>
  );
}

/** One dropdown of the header, unfolded in place in the mobile menu (a native disclosure, no script). */
export function MobileNavMenu({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  return (
    <chakra.details
      borderBottomWidth="1px"
      borderColor="border"
      css={{ '&[open] > summary svg': { rotate: '180deg' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        py="3"
        px="3"
        fontWeight="semibold"
        cursor="pointer"
        listStyleType="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {menu.label}
        <chakra.svg viewBox="0 0 24 24" boxSize="4" aria-hidden="true" transition="rotate 0.2s">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </chakra.svg>
      </chakra.summary>
      <Stack as="ul" gap="0" pb="3" ps="2">
        <MobileNavLink item={menu.overview} onNavigate={onNavigate} />
        {menuGroups[menu.id].map((group) => (
          <chakra.li key={group.title} listStyleType="none">
            <Text
              px="3"
              pt="3"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              color="fg.muted"
            >
              {group.title}
            </Text>
            <Stack as="ul" gap="0">
              {group.links.map((link) => (
                <MobileNavLink key={link.to} item={link} onNavigate={onNavigate} />
              ))}
            </Stack>
          </chakra.li>
        ))}
      </Stack>
    </chakra.details>
  );
}
