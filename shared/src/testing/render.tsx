/** Test support: a section's pages and widgets rendered in a router, as the shell holds them. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  RouterProvider,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { UiProvider } from '../ui/provider';

/** Shows where the router is, so tests can read navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Frame() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

const signInPage: RouteObject = { path: '/connexion', element: <p>Page de connexion</p> };

/** Mounts the routes in a data router; resolves once their loaders have run and the first page is on screen. */
async function renderInDataRouter(children: RouteObject[], url: string) {
  const router = createMemoryRouter([{ Component: Frame, children }], { initialEntries: [url] });
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

/** Renders routes (with their loaders and error elements); any other path shows "Autre page". */
export function renderRoutes(routes: RouteObject[], url: string) {
  return renderInDataRouter([...routes, { path: '*', element: <p>Autre page</p> }], url);
}

export interface RouteOptions {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the element is mounted on, e.g. '/produit/:id'. */
  path?: string;
  /** The page's route loader and error element, as the section's route object has them. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

/**
 * Renders a page as the shell would: its loader runs first (the promise resolves once the first page
 * is on screen), navigations run it again; /connexion shows "Page de connexion".
 */
export function renderRoute(
  ui: ReactElement,
  { route = '/', path = '*', loader, ErrorBoundary }: RouteOptions = {},
) {
  return renderInDataRouter([signInPage, { path, loader, element: ui, ErrorBoundary }], route);
}

/** Renders a widget inside a router (no loaders), as the shell's pages hold it. */
export function renderWithShell(
  ui: ReactElement,
  { route = '/', path = '*' }: Pick<RouteOptions, 'route' | 'path'> = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path={signInPage.path} element={signInPage.element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
