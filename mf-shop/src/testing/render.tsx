import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui';

/** Shows where the router is, so tests can read navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  route?: string;
  /** The route pattern the element is mounted on, e.g. '/produit/:id'. */
  path?: string;
}

export function renderWithShell(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path="/connexion" element={<p>Page de connexion</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
