import './browser-apis';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui';

/** Shows where the router is, so tests can assert on navigation the way a user would see it. */
function CurrentLocation() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface RenderRouteOptions {
  /** Where the router starts. */
  at?: InitialEntry;
  /** The route pattern the element is mounted on (default: where it starts); other paths render nothing. */
  path?: string;
}

/** Renders one screen inside the design system and a memory router. */
export function renderRoute(element: ReactElement, { at = '/', path }: RenderRouteOptions = {}) {
  const startPath = (typeof at === 'string' ? at.split('?')[0] : at.pathname) ?? '/';
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path ?? startPath} element={element} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </UiProvider>,
  );
}

export function currentLocation() {
  const output = document.querySelector('[data-testid="location"]');
  return {
    path: output?.textContent ?? '',
    state: JSON.parse(output?.getAttribute('data-state') ?? 'null') as unknown,
  };
}
