import { rspack, type Configuration } from '@rspack/core';
import { createRemoteConfig } from '@chargemaroc/shared/federation';

/**
 * What this section adds to the shared helper's config: the map's tile server (build-time
 * configuration, empty = the bundled outline of Morocco) and Leaflet's stylesheet as text.
 */
export function withStationsBuild<T extends Configuration>(config: T): T {
  config.module?.rules?.push({ resourceQuery: /raw/, type: 'asset/source' });
  config.plugins?.push(
    new rspack.DefinePlugin({
      'process.env.MAP_TILE_URL': JSON.stringify(process.env.MAP_TILE_URL ?? ''),
      'process.env.MAP_TILE_ATTRIBUTION': JSON.stringify(process.env.MAP_TILE_ATTRIBUTION ?? ''),
    }),
  );
  return config;
}

export default withStationsBuild(createRemoteConfig({ appDir: import.meta.dirname, section: 'bornes' }));
