// Development only: mounts a remote's route objects and widgets on its own port, as the shell would.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SectionRoutes } from '../routing/section-route';
import { UiProvider } from '../ui/provider';
import { AppToaster } from '../ui/toaster';

export interface StandaloneWidget {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export function mountStandalone(options: {
  routes: SectionRoutes;
  /** The path of each route id, as the shell's route table has it. */
  paths: Readonly<Record<string, string>>;
  widgets?: readonly StandaloneWidget[];
}): void {
  const pages = Object.entries(options.paths).flatMap(([id, path]): RouteObject[] => {
    const route = options.routes[id];
    return route
      ? [{ path, loader: route.loader, Component: route.Component, ErrorBoundary: route.ErrorBoundary }]
      : [];
  });
  const widgets = (options.widgets ?? []).map(({ path, load }): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await load()).default }),
  }));
  const router = createBrowserRouter([...pages, ...widgets]);
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
