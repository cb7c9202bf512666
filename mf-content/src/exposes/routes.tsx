// This section's pages as route objects for the shell's data router (browser and server containers).
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { homeHead, homeLoader } from '../features/home/api/home-loader';
import { HomeLoadError, HomePage } from '../features/home/components/HomePage';
import { AboutPage } from '../features/pages/components/AboutPage';
import { BlogListPage } from '../features/pages/components/BlogListPage';
import { BlogPostPage } from '../features/pages/components/BlogPostPage';
import { ContactPage } from '../features/pages/components/ContactPage';
import { FaqPage } from '../features/pages/components/FaqPage';
import { InstallationPage } from '../features/pages/components/InstallationPage';
import { LegalPage } from '../features/pages/components/LegalPage';

export const routes: SectionRoutes = {
  home: defineRoute({
    loader: homeLoader,
    Component: HomePage,
    ErrorBoundary: HomeLoadError,
    head: homeHead,
  }),
  blog: { Component: BlogListPage },
  'blog-post': { Component: BlogPostPage },
  contact: { Component: ContactPage },
  about: { Component: AboutPage },
  faq: { Component: FaqPage },
  installation: { Component: InstallationPage },
  'installation-request': { Component: InstallationPage },
  'legal-notice': { Component: LegalPage },
  privacy: { Component: LegalPage },
  terms: { Component: LegalPage },
};
