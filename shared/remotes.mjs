// The one list of the six remotes: every other list (builds, servers, the CMS's CORS origins, the
// remotes files' check, tests) is derived from it. Plain JavaScript so that Node (the servers, the
// build configs, the CMS) and the bundlers read the same file.

/** Each remote: its folder (and production path segment), its federated name and its dev port. */
export const REMOTES = /** @type {const} */ ([
  { folder: 'mf-shop', name: 'mf_shop', port: 3001 },
  { folder: 'mf-vehicles', name: 'mf_vehicles', port: 3002 },
  { folder: 'mf-checkout', name: 'mf_checkout', port: 3003 },
  { folder: 'mf-account', name: 'mf_account', port: 3004 },
  { folder: 'mf-content', name: 'mf_content', port: 3005 },
  { folder: 'mf-stations', name: 'mf_stations', port: 3006 },
]);

/** The shell's dev port (and the origin's when PORT is not set). */
export const SHELL_PORT = 3000;
/** The CMS's port when PORT is not set. */
export const CMS_PORT = 1337;

export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder);
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);
/** What is released on its own: the shell and each remote. */
export const APPS = ['shell', ...REMOTE_FOLDERS];
/** The ports of the dev servers (the shell's and each remote's). */
export const DEV_PORTS = [SHELL_PORT, ...REMOTES.map((remote) => remote.port)];

/**
 * The remote of a folder or federated name.
 * @param {string} folderOrName
 */
export const remoteOf = (folderOrName) =>
  REMOTES.find((remote) => remote.folder === folderOrName || remote.name === folderOrName);
