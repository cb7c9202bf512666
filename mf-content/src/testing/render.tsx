/** Test support: a page with its route loader in a data router, as the shell mounts it. */
import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui/provider';

function Frame() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

export interface PageRoute {
  /** The URL the page opens at. */
  url?: string;
  /** The route pattern, e.g. '/blog/:slug'. */
  path?: string;
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

/** Runs the loader first (resolves once the first page is ready), then renders the page. */
export async function renderPage(
  page: ReactElement,
  { url = '/', path = '*', loader, ErrorBoundary }: PageRoute = {},
) {
  const router = createMemoryRouter(
    [{ Component: Frame, children: [{ path, loader, element: page, ErrorBoundary }] }],
    { initialEntries: [url] },
  );
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  const view = render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { ...view, router };
}
