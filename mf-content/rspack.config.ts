import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-content'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — contenus (autonome)' },
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './BlogListPage': './src/exposes/BlogListPage.tsx',
    './BlogPostPage': './src/exposes/BlogPostPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './AboutPage': './src/exposes/AboutPage.tsx',
    './FaqPage': './src/exposes/FaqPage.tsx',
    './InstallationPage': './src/exposes/InstallationPage.tsx',
    './LegalPage': './src/exposes/LegalPage.tsx',
    './Reviews': './src/exposes/Reviews.tsx',
  },
});
