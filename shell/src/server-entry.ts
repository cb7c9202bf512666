// The async boundary federation needs before shared modules are used, on Node as in the browser.
export const loadServerRenderer = () => import('./server');

export { isKnownPath } from './app/known-paths';

// the routes each remote serves, for the server render a release is checked with
export { remoteRoutes } from './app/route-table';

// the same shared modules as the browser's, so a section's server code takes the shell's copies
export { sectionSharedModules } from './remotes/provided-shared';
