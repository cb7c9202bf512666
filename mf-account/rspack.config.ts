import { createRemoteConfig } from '@chargemaroc/shared/federation';

// name, port and ./routes come from the one list of remotes (shared/remotes.mjs)
export default createRemoteConfig({ appDir: import.meta.dirname, section: 'compte' });
