// Standalone development mount: the remote runs alone on its own port, its pages on the paths the
// route table gives it.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';
import { paths } from '@chargemaroc/shared/routing/paths';

mountStandalone({
  remote: 'mf_shop',
  routes,
  widgets: [
    { path: paths.home.pattern, load: () => import('./exposes/RecommendationsBlock') },
    { path: paths.installation.pattern, load: () => import('./exposes/InstallationEstimateForm') },
  ],
});
