import { createServerRenderConfig } from '@chargemaroc/shared/federation';

export default createServerRenderConfig({ appDir: import.meta.dirname });
