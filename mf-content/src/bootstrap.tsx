// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';
import { paths } from '@chargemaroc/shared/routing/paths';

mountStandalone({
  routes,
  paths: {
    home: paths.home.pattern,
    blog: paths.blog.pattern,
    'blog-post': paths.blogPost.pattern,
    contact: paths.contact.pattern,
    about: paths.about.pattern,
    faq: paths.faq.pattern,
    search: paths.search.pattern,
    installation: paths.installation.pattern,
    'installation-request': paths.installationRequest.pattern,
    'legal-notice': paths.legalNotice.pattern,
    privacy: paths.privacy.pattern,
    terms: paths.terms.pattern,
  },
});
