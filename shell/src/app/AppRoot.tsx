import type { ReactNode } from 'react';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { AppToaster } from '@chargemaroc/shared/ui/toaster';
import type { StyleCache } from '@chargemaroc/shared/ui/provider';
import type { RemoteEntry } from '../remotes/remotes-config';
import { RemotesProvider } from '../remotes/remotes-context';
import { RegionHydrated } from './region-hydrated';

/**
 * What surrounds the router on the server and in the browser alike, so hydration finds the same tree:
 * a sibling rendered on one side only shifts every `useId` below it (ids in the markup then differ
 * from React's, and a field's later error is described by an id the page does not have).
 */
export function AppRoot(props: { cache?: StyleCache; remotes: readonly RemoteEntry[]; children: ReactNode }) {
  return (
    // the shell's index.html links the design system's global stylesheet
    <UiProvider cache={props.cache} globalCss="linked">
      <RemotesProvider remotes={props.remotes}>
        {props.children}
        <RegionHydrated region="frame" />
      </RemotesProvider>
      <AppToaster />
    </UiProvider>
  );
}
