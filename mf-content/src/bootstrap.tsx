// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';

mountStandalone({
  routes,
  paths: {
    home: '/',
    blog: '/blog',
    'blog-post': '/blog/:slug',
    contact: '/contact',
    about: '/a-propos',
    faq: '/faq',
    search: '/recherche',
    installation: '/installation',
    'installation-request': '/demande-installation',
    'legal-notice': '/mentions-legales',
    privacy: '/politique-confidentialite',
    terms: '/cgv',
  },
});
