import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui/provider';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders routes (with their loaders and error elements) in a data router, as the shell holds them. */
export async function renderRoutes(routes: RouteObject[], route: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...routes, { path: '*', element: <p>Autre page</p> }],
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
  return {
    router,
    ...render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    ),
  };
}
