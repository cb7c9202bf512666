import { describe, expect, it } from 'vitest';
import { parseStations } from '@chargemaroc/shared/contracts/station';
import { poi } from '../../../testing/fixtures';
import { toListStation } from './list-station';
import { createClusterIndex } from './cluster';

const MOROCCO: [number, number, number, number] = [-18, 20, 0, 37];

describe('map clusters', () => {
  const stations = parseStations([
    poi({ id: 1, latitude: 33.59, longitude: -7.63 }),
    poi({ id: 2, latitude: 33.591, longitude: -7.631, connections: [{ title: 'Type 2', powerKw: 22 }] }),
    poi({ id: 3, latitude: 31.63, longitude: -8.0, connections: [{ title: 'Type 2', powerKw: 7 }] }),
  ]).map(toListStation);
  const index = createClusterIndex(stations);

  it('groups close stations at country zoom and keeps a lone one with its speed', () => {
    const items = index.items(MOROCCO, 6);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 2 }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'station', id: '3', speed: 'normal' }));
  });

  it('splits a cluster when zoomed to its expansion zoom', () => {
    const cluster = index.items(MOROCCO, 6).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = index.expansionZoom(cluster.clusterId);
    const near = index.items([-7.7, 33.5, -7.5, 33.7], zoom);
    expect(
      near.map((item) => (item.kind === 'station' ? `${item.id}:${item.speed}` : 'cluster')).sort(),
    ).toEqual(['1:fast', '2:accelerated']);
  });

  it('tells from which zoom a station is a marker of its own', () => {
    const point = { lat: 33.59, lng: -7.63 };
    const zoom = index.unclusteredZoom('1', point, 6);
    expect(zoom).toBeGreaterThan(6);
    expect(index.items([-7.7, 33.5, -7.5, 33.7], zoom)).toContainEqual(
      expect.objectContaining({ kind: 'station', id: '1' }),
    );
    expect(index.items([-7.7, 33.5, -7.5, 33.7], zoom - 1)).not.toContainEqual(
      expect.objectContaining({ kind: 'station', id: '1' }),
    );
    // a lone station is on its own at once
    expect(index.unclusteredZoom('3', { lat: 31.63, lng: -8.0 }, 6)).toBe(6);
  });
});
