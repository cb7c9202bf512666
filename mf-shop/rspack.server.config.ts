import { createServerContainerConfig, REMOTES } from '@chargemaroc/shared/federation';
import { exposes } from './rspack.config';

export default createServerContainerConfig({
  appDir: import.meta.dirname,
  name: REMOTES['mf-shop'].name,
  exposes,
});
