import { createRemoteServerConfig } from '@chargemaroc/shared/federation';
import { exposes } from './rspack.config';

export default createRemoteServerConfig({ appDir: import.meta.dirname, exposes });
