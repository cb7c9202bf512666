import { rspack, type Configuration } from '@rspack/core';
import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-stations'];

/** This section's public modules, the same for the browser and the server container. */
export const exposes = {
  './routes': './src/exposes/routes.tsx',
};

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

export default withStationsBuild(
  createFederatedConfig({
    appDir: import.meta.dirname,
    name,
    port,
    html: { title: 'ChargeMaroc — bornes (autonome)' },
    exposes,
  }),
);
