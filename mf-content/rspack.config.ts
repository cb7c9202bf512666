import { createRemoteConfig } from '@chargemaroc/shared/federation';

/** The public modules beside ./routes, the same for the browser and the server container. */
export const exposes = { './Reviews': './src/exposes/Reviews.tsx' };

export default createRemoteConfig({ appDir: import.meta.dirname, section: 'contenus', exposes });
