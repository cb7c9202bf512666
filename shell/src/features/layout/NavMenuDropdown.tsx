import { lazy } from 'react';
import { ChevronDownIcon } from '@chargemaroc/shared/ui/icons';
import { preloadRemote } from '../../remotes/preload';
import { DeferredMenu } from './DeferredMenu';
import { loadNavMenuPanel } from './lazy-parts';
import type { NavMenu } from './navigation';

const NavMenuPanel = lazy(() => loadNavMenuPanel().then(({ NavMenuPanel }) => ({ default: NavMenuPanel })));

/** A header dropdown (Boutique, Véhicules): an overview link, then its groups side by side. */
export function NavMenuDropdown({ menu }: { menu: NavMenu }) {
  return (
    <DeferredMenu
      onWarmUp={() => preloadRemote(menu.remote)}
      load={loadNavMenuPanel}
      menu={(trigger) => <NavMenuPanel menu={menu} trigger={trigger} />}
    >
      {menu.label}
      <ChevronDownIcon aria-hidden="true" />
    </DeferredMenu>
  );
}
