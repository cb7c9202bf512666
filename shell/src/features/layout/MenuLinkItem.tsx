import { Link as RouterLink } from 'react-router-dom';
import { Menu } from '@chargemaroc/shared/ui/menu';
import type { NavLinkItem } from './navigation';

/**
 * How a header menu follows a link entry chosen with the keyboard (Enter, Space): a real click on
 * the link, so the router takes it (no page reload) and the menu closes as after a pointer click.
 * Left alone, the menu dispatches a click that does not bubble, which the router never sees: the
 * browser then loaded the whole page again and the menu stayed open until it had.
 */
export function clickMenuLink({ node }: { node: HTMLAnchorElement }) {
  node.click();
}

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
