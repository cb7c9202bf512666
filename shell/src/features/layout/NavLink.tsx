import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chargemaroc/shared/ui/layout';
import { preloadRemote } from '../../remotes/preload';
import type { NavLinkItem } from './navigation';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'asChild' | 'children'> & {
  item: NavLinkItem;
};

/** An in-app link that starts fetching its section's code as soon as the pointer or focus reaches it. */
export function NavLink({ item, ...styleProps }: NavLinkProps) {
  const preload = () => preloadRemote(item.remote);
  return (
    <Link asChild onMouseEnter={preload} onFocus={preload} {...styleProps}>
      <RouterLink to={item.to}>{item.label}</RouterLink>
    </Link>
  );
}
