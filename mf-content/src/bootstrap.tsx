// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/', load: () => import('./exposes/HomePage') },
  { path: '/blog', load: () => import('./exposes/BlogListPage') },
  { path: '/blog/:slug', load: () => import('./exposes/BlogPostPage') },
  { path: '/contact', load: () => import('./exposes/ContactPage') },
  { path: '/a-propos', load: () => import('./exposes/AboutPage') },
  { path: '/faq', load: () => import('./exposes/FaqPage') },
  { path: '/installation', load: () => import('./exposes/InstallationPage') },
  { path: '/mentions-legales', load: () => import('./exposes/LegalPage') },
]);
