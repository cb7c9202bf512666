// This section's pages as route objects for the shell's data router (browser and server containers).
import type { SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { AboutPage } from '../features/pages/components/AboutPage';
import { BlogListPage } from '../features/pages/components/BlogListPage';
import { BlogPostPage } from '../features/pages/components/BlogPostPage';
import { ContactPage } from '../features/pages/components/ContactPage';
import { FaqPage } from '../features/pages/components/FaqPage';
import { HomePage } from '../features/pages/components/HomePage';
import { InstallationPage } from '../features/pages/components/InstallationPage';
import { LegalPage } from '../features/pages/components/LegalPage';

export const routes: SectionRoutes = {
  'home': { Component: HomePage },
  'blog': { Component: BlogListPage },
  'blog-post': { Component: BlogPostPage },
  'contact': { Component: ContactPage },
  'about': { Component: AboutPage },
  'faq': { Component: FaqPage },
  'installation': { Component: InstallationPage },
  'installation-request': { Component: InstallationPage },
  'legal-notice': { Component: LegalPage },
  'privacy': { Component: LegalPage },
  'terms': { Component: LegalPage },
};
