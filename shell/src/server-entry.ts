// The async boundary federation needs before shared modules are used, on Node as in the browser.
export const loadServerRenderer = () => import('./server');

export { isKnownPath } from './app/known-paths';
