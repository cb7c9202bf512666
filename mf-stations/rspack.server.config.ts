import { createServerContainerConfig, REMOTES } from '@chargemaroc/shared/federation';
import { exposes, withStationsBuild } from './rspack.config';

export default withStationsBuild(
  createServerContainerConfig({ appDir: import.meta.dirname, name: REMOTES['mf-stations'].name, exposes }),
);
