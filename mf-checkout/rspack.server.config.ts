import { createRemoteServerConfig } from '@chargemaroc/shared/federation';

export default createRemoteServerConfig({ appDir: import.meta.dirname });
