import { createHostServerConfig } from '@chargemaroc/shared/federation';

export default createHostServerConfig({ appDir: import.meta.dirname });
