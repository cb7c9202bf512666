import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
export const REMOTE_FOLDERS = [
  'mf-shop',
  'mf-vehicles',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'mf-stations',
];
/** What is released on its own: the shell and each remote. */
export const APPS = ['shell', ...REMOTE_FOLDERS];
/** The federated name of a remote (`mf-shop` → `mf_shop`). */
export const federatedName = (folder) => folder.replace('-', '_');
export const remoteDist = (folder) => path.join(ROOT, folder, 'dist');
export const remotesFile = (environment) =>
  path.join(ROOT, 'shell', 'public', 'remotes', `${environment}.json`);
