// Standalone development mount: the remote runs alone on its own port.
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '@chargemaroc/shared/api';
import { AppToaster, UiProvider } from '@chargemaroc/shared/ui';

// Alone, there is no shell proxying /api: talk to the local content backend directly.
configureApi({ baseURL: 'http://127.0.0.1:1337/api' });

const pages = [
  { path: '/boutique', Page: lazy(() => import('./exposes/ShopPage')) },
  { path: '/produit/:id', Page: lazy(() => import('./exposes/ProductPage')) },
  { path: '/panier', Page: lazy(() => import('./exposes/CartPage')) },
  { path: '/', Page: lazy(() => import('./exposes/RecommendationsBlock')) },
  { path: '/installation', Page: lazy(() => import('./exposes/InstallationEstimateForm')) },
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
      <AppToaster />
    </UiProvider>
  </StrictMode>,
);
