import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import type { StyleCache } from '@chargemaroc/shared/ui/provider';
import type { RemoteEntry } from '../remotes/remotes-config';
import { AppRoot } from './AppRoot';

export function App(props: { router: DataRouter; remotes: readonly RemoteEntry[]; cache: StyleCache }) {
  return (
    <AppRoot cache={props.cache} remotes={props.remotes}>
      <RouterProvider router={props.router} />
    </AppRoot>
  );
}
