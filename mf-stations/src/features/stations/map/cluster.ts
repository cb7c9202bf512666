/** Groups the stations shown on the map into clusters for a zoom level (supercluster). */
import Supercluster from 'supercluster';
import type { StationSpeed } from '@chargemaroc/shared/contracts/station';
import type { ListStation as Station } from '../model/list-station';

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
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
