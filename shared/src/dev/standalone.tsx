// Development only: mounts a remote's route objects and widgets on its own port, as the shell would.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { SectionRoutes } from '../routing/section-route';
import { UiProvider } from '../ui/provider';
import { AppToaster } from '../ui/toaster';
import { standaloneRoutes, type StandaloneWidget, type TableRemote } from './standalone-routes';

export type { StandaloneWidget } from './standalone-routes';

export function mountStandalone(options: {
  /** The remote's federated name: its pages and their paths are the route table's. */
  remote: TableRemote;
  routes: SectionRoutes;
  widgets?: readonly StandaloneWidget[];
}): void {
  const router = createBrowserRouter(standaloneRoutes(options.remote, options.routes, options.widgets));
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </UiProvider>
    </StrictMode>,
  );
}
