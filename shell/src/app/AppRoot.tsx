import type { ReactNode } from 'react';
import { AppToaster, UiProvider } from '@chargemaroc/shared/ui';
import type { StyleCache } from '@chargemaroc/shared/ui/provider';
import type { RemoteEntry } from '../remotes/remotes-config';
import { RemotesProvider } from '../remotes/remotes-context';

/** What surrounds the router on the server and in the browser alike, so hydration finds the same tree. */
export function AppRoot(props: { cache?: StyleCache; remotes: readonly RemoteEntry[]; children: ReactNode }) {
  return (
    <UiProvider cache={props.cache}>
      <RemotesProvider remotes={props.remotes}>{props.children}</RemotesProvider>
      <AppToaster />
    </UiProvider>
  );
}
