import { createRemoteServerConfig } from '@chargemaroc/shared/federation';
import { withStationsBuild } from './rspack.config';

export default withStationsBuild(createRemoteServerConfig({ appDir: import.meta.dirname }));
