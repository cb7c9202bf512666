import type { ComponentProps } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { Link } from '@chargemaroc/shared/ui/layout';
import { preloadRemote } from '../../remotes/preload';
import type { NavLinkItem } from './navigation';

type PreloadingLinkProps = Omit<RouterLinkProps, 'to' | 'children'> & { item: NavLinkItem };

/**
 * An in-app link that starts fetching its section's code as soon as the pointer or focus reaches it.
 * A plain anchor: lists of many links (the footer) style it from their container, at no render cost.
 */
export function PreloadingLink({ item, ...anchorProps }: PreloadingLinkProps) {
  const preload = () => preloadRemote(item.remote);
  return (
    <RouterLink to={item.to} onMouseEnter={preload} onFocus={preload} {...anchorProps}>
      {item.label}
    </RouterLink>
  );
}

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'asChild' | 'children'> & {
  item: NavLinkItem;
};

/** A preloading link with the design system's link styles and style props. */
export function NavLink({ item, ...styleProps }: NavLinkProps) {
  return (
    <Link asChild {...styleProps}>
      <PreloadingLink item={item} />
    </Link>
  );
}
