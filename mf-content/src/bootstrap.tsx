// Standalone development mount: the remote runs alone on its own port.
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@chargemaroc/shared/ui';

const pages = [
  { path: '/', Page: lazy(() => import('./exposes/HomePage')) },
  { path: '/blog', Page: lazy(() => import('./exposes/BlogListPage')) },
  { path: '/blog/:slug', Page: lazy(() => import('./exposes/BlogPostPage')) },
  { path: '/contact', Page: lazy(() => import('./exposes/ContactPage')) },
  { path: '/a-propos', Page: lazy(() => import('./exposes/AboutPage')) },
  { path: '/faq', Page: lazy(() => import('./exposes/FaqPage')) },
  { path: '/installation', Page: lazy(() => import('./exposes/InstallationPage')) },
  { path: '/mentions-legales', Page: lazy(() => import('./exposes/LegalPage')) },
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
