import { Link as RouterLink } from 'react-router-dom';
import { Menu } from '@chargemaroc/shared/ui/menu';
import type { NavLinkItem } from './navigation';

/** A dropdown entry that is a real link: it can be opened in a new tab and is announced as a link. */
export function MenuLinkItem({ item, emphasized = false }: { item: NavLinkItem; emphasized?: boolean }) {
  return (
    <Menu.Item
      value={item.to}
      asChild
      cursor="pointer"
      fontWeight={emphasized ? 'semibold' : undefined}
      color={emphasized ? 'charge.fg' : undefined}
    >
      <RouterLink to={item.to}>{item.label}</RouterLink>
    </Menu.Item>
  );
}
