import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import type { StyleCache } from '@chargemaroc/shared/ui/provider';
import type { RemoteEntry } from '../remotes/remotes-config';
import { AppRoot } from './AppRoot';

function MarkInteractive() {
  // from now on the page responds (end-to-end tests and the benchmark wait for this mark)
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function App(props: { router: DataRouter; remotes: readonly RemoteEntry[]; cache: StyleCache }) {
  return (
    <AppRoot cache={props.cache} remotes={props.remotes}>
      <RouterProvider router={props.router} />
      <MarkInteractive />
    </AppRoot>
  );
}
