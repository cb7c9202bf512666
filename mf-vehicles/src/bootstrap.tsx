// Standalone development mount: the remote runs alone on its own port.
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui';

const pages = [
  { path: '/vehicules-electriques', Page: lazy(() => import('./exposes/VehicleListPage')) },
  { path: '/vehicule-electrique/:id', Page: lazy(() => import('./exposes/VehicleDetailPage')) },
];

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <Suspense>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
