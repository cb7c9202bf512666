import type { ReactNode } from 'react';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { AppToaster } from '@chargemaroc/shared/ui/toaster';
import type { StyleCache } from '@chargemaroc/shared/ui/provider';
import type { RemoteEntry } from '../remotes/remotes-config';
import { RemotesProvider } from '../remotes/remotes-context';

/** What surrounds the router on the server and in the browser alike, so hydration finds the same tree. */
export function AppRoot(props: { cache?: StyleCache; remotes: readonly RemoteEntry[]; children: ReactNode }) {
  return (
    // the shell's index.html links the design system's global stylesheet
    <UiProvider cache={props.cache} globalCss="linked">
      <RemotesProvider remotes={props.remotes}>{props.children}</RemotesProvider>
      <AppToaster />
    </UiProvider>
  );
}
