import { lazy } from 'react';
import { ChevronDownIcon, UserIcon } from '@chargemaroc/shared/ui/icons';
import { chakra } from '@chargemaroc/shared/ui/layout';
import { preloadRemote } from '../../remotes/preload';
import { DeferredMenu } from './DeferredMenu';
import { layoutLabels } from './labels';
import { loadUserMenuPanel } from './lazy-parts';

const UserMenuPanel = lazy(() =>
  loadUserMenuPanel().then(({ UserMenuPanel }) => ({ default: UserMenuPanel })),
);

/** The signed-in user's menu, titled with their first name. */
export function UserMenu({ firstName }: { firstName: string }) {
  return (
    <DeferredMenu
      buttonProps={{ maxW: '12rem' }}
      onWarmUp={() => preloadRemote('mf_account')}
      load={loadUserMenuPanel}
      menu={(trigger) => <UserMenuPanel trigger={trigger} />}
    >
      <UserIcon aria-hidden="true" />
      {/* a long first name is cut short, never over the cart */}
      <chakra.span minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
        {firstName || layoutLabels.accountMenu}
      </chakra.span>
      <ChevronDownIcon aria-hidden="true" />
    </DeferredMenu>
  );
}
