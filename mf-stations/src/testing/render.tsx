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

/** Shows where the router is, so tests can read navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  route?: string;
  /** The route pattern the element is mounted on, e.g. '/produit/:id'. */
  path?: string;
  /** The page's route loader and error element, as the section's route object has them. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

/**
 * Renders a page in a data router as the shell would: its loader runs first (the promise resolves
 * once the first page is on screen), navigations run it again.
 */
export async function renderRoute(
  ui: ReactElement,
  { route = '/', path = '*', loader, ErrorBoundary }: Options = {},
) {
  const frame = () => (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        Component: frame,
        children: [
          { path: '/connexion', element: <p>Page de connexion</p> },
          { path, loader, element: ui, ErrorBoundary },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  return render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}
