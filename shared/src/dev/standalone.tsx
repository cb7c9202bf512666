// Development only: mounts a remote's exposed pages on its own port, as the shell would.
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../ui/provider';
import { AppToaster } from '../ui/toaster';

export interface StandalonePage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export function mountStandalone(pages: readonly StandalonePage[]): void {
  const routes = pages.map(({ path, load }) => ({ path, Page: lazy(load) }));
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <Suspense>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
        <AppToaster />
      </UiProvider>
    </StrictMode>,
  );
}
