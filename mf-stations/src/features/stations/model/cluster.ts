/** Groups the stations shown on the map into clusters for a zoom level (supercluster). */
import Supercluster from 'supercluster';
import type { StationSpeed } from '@chargemaroc/shared/contracts/station';
import type { ListStation as Station } from './list-station';

interface PointProps {
  id: string;
  speed: StationSpeed;
}

export type MapItem =
  | { kind: 'station'; id: string; latitude: number; longitude: number; speed: StationSpeed }
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number };

export const CLUSTER_RADIUS_PX = 50;
export const CLUSTER_MAX_ZOOM = 14;

export function createClusterIndex(stations: readonly Station[]) {
  const index = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    stations.map((station) => ({
      type: 'Feature' as const,
      properties: { id: station.id, speed: station.type },
      geometry: { type: 'Point' as const, coordinates: [station.longitude, station.latitude] },
    })),
  );
  return {
    /** Stations and clusters within `bbox` = [west, south, east, north] at `zoom`. */
    items(bbox: [number, number, number, number], zoom: number): MapItem[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as Partial<PointProps> & {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        if (props.cluster && props.cluster_id !== undefined) {
          return {
            kind: 'cluster',
            clusterId: props.cluster_id,
            count: props.point_count ?? 0,
            latitude,
            longitude,
          };
        }
        return { kind: 'station', id: String(props.id), latitude, longitude, speed: props.speed ?? 'normal' };
      });
    },
    /**
     * The lowest zoom from `from` on at which the station `id` (at `point`) is a marker of its own,
     * not inside a cluster; past CLUSTER_MAX_ZOOM nothing is clustered.
     */
    unclusteredZoom(id: string, point: { lat: number; lng: number }, from: number): number {
      const start = Math.round(from);
      const e = 1e-6;
      const bbox: [number, number, number, number] = [
        point.lng - e,
        point.lat - e,
        point.lng + e,
        point.lat + e,
      ];
      for (let zoom = start; zoom <= CLUSTER_MAX_ZOOM; zoom += 1) {
        const alone = index
          .getClusters(bbox, zoom)
          .some((feature) => !('cluster' in feature.properties) && String(feature.properties.id) === id);
        if (alone) return zoom;
      }
      return Math.max(start, CLUSTER_MAX_ZOOM + 1);
    },
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
