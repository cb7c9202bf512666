import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui/provider';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders pages in a data router as the shell holds them; `pages` maps paths to elements. */
export function renderPages(pages: Record<string, ReactElement>, route: string) {
  const children: RouteObject[] = Object.entries(pages).map(([path, element]) => ({ path, element }));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children,
      },
    ],
    { initialEntries: [route] },
  );
  return {
    router,
    ...render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    ),
  };
}
