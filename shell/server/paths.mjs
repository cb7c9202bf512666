import path from 'node:path';
import { remoteOf } from '@chargemaroc/shared/remotes';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
export { APPS, REMOTE_FOLDERS } from '@chargemaroc/shared/remotes';
/** The federated name of a remote (`mf-shop` → `mf_shop`). */
export const federatedName = (folder) => remoteOf(folder)?.name ?? folder;
export const remoteDist = (folder) => path.join(ROOT, folder, 'dist');
export const remotesFile = (environment) =>
  path.join(ROOT, 'shell', 'public', 'remotes', `${environment}.json`);
