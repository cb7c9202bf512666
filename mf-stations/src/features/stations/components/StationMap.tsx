/**
 * The interactive map (Leaflet), loaded only in the browser and only by this page: markers coloured
 * by speed and clustered, over the configured tiles or, without a tile server, a bundled outline of
 * Morocco (Natural Earth, public domain). Names reach the map as text only (title, textContent).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { ListStation as Station } from '../model/list-station';
import { formatMessage } from '@chargemaroc/shared/messages';
import { stationLabels } from '../../../labels';
import { SPEED_COLORS } from '../model/speed-colors';
import { createClusterIndex, type MapItem } from '../model/cluster';
import { ensureLeafletStyles } from './leaflet-styles';
import outline from '../model/morocco-outline.json';

export interface StationMapProps {
  stations: readonly Station[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  center: { latitude: number; longitude: number };
  zoom: number;
  /** The list is narrowed by filters: the map shows where its stations are, not the default view. */
  fitStations?: boolean;
  userPosition: { latitude: number; longitude: number } | null;
  /** A tile URL template ({z}/{x}/{y}); null: the outline alone. */
  tileUrl: string | null;
  tileAttribution?: string;
}

const OCM_ATTRIBUTION =
  '<a href="https://openchargemap.org" target="_blank" rel="noopener noreferrer">Open Charge Map contributors</a> (CC BY 4.0)';
const OUTLINE_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com" target="_blank" rel="noopener noreferrer">Natural Earth</a>';
const SEA = '#cfe3ef';
const MARKER_SIZE = 18;
const SELECTED_SIZE = 26;
/** A station chosen in the list is shown at this zoom at least. */
const SELECTED_MIN_ZOOM = 12;
/** Filtered stations are framed no closer than this (one station alone: its neighbourhood). */
const FIT_MAX_ZOOM = 13;

/**
 * Runs `work` in a task of its own (what the page does meanwhile, e.g. the browser painting, comes
 * first); gives back a cancel. Creating the map, its outline and its markers in one task made one
 * long task (≈ 130 ms at 4x CPU slowdown).
 */
function nextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

function stationIcon(selected: boolean): L.DivIcon {
  const size = selected ? SELECTED_SIZE : MARKER_SIZE;
  return L.divIcon({ className: 'cm-station-marker', iconSize: [size, size], html: '' });
}

/** Enter or Space on a focused marker acts as a click (Leaflet itself only opens popups on Enter). */
function onActivateKey(marker: L.Marker, action: () => void): void {
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    const { key } = event.originalEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    action();
  });
}

/** The selected marker: larger, outlined, on top, pressed; the element itself is kept. */
function styleSelection(marker: L.Marker, selected: boolean): void {
  const el = marker.getElement();
  if (!el) return;
  const size = selected ? SELECTED_SIZE : MARKER_SIZE;
  el.classList.toggle('is-selected', selected);
  el.style.width = `${size}px`;
  el.style.height = `${size}px`;
  el.style.marginLeft = `${-size / 2}px`;
  el.style.marginTop = `${-size / 2}px`;
  if (selected) el.setAttribute('aria-pressed', 'true');
  else el.removeAttribute('aria-pressed');
  marker.setZIndexOffset(selected ? 1000 : 0);
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 50 ? 38 : 44;
  return L.divIcon({ className: 'cm-cluster', iconSize: [size, size], html: '' });
}

export default function StationMap(props: StationMapProps) {
  const { stations, selectedId, onSelect, center, zoom, userPosition, tileUrl, tileAttribution } = props;
  const fitStations = props.fitStations ?? false;
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<L.LayerGroup | null>(null);
  const userRef = useRef<L.CircleMarker | null>(null);
  const latest = useRef({ onSelect, selectedId });
  useEffect(() => {
    latest.current = { onSelect, selectedId };
  });
  const renderRef = useRef<() => void>(() => {});
  const indexRef = useRef<ReturnType<typeof createClusterIndex> | null>(null);
  // Leaflet drops a change of zoom asked for while a zoom animation runs: wait for its end
  const zoomingRef = useRef(false);
  const applySelectionRef = useRef<(selectedId: string | null) => void>(() => {});

  // the map itself, once
  useEffect(() => {
    if (!element.current) return;
    ensureLeafletStyles();
    const map = L.map(element.current, {
      center: [center.latitude, center.longitude],
      zoom,
      minZoom: 4,
      maxZoom: 18,
      worldCopyJump: false,
    });
    map.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    map.attributionControl.addAttribution(OCM_ATTRIBUTION);
    map.getContainer().style.background = SEA;

    const morocco = L.polygon(outline.morocco as L.LatLngExpression[][][], {
      interactive: false,
      color: '#6b7280',
      weight: 1.5,
      fillColor: '#f6f1e4',
      fillOpacity: 1,
      className: 'cm-morocco-outline',
    }).addTo(map);
    map.attributionControl.addAttribution(OUTLINE_ATTRIBUTION);

    // the neighbours' outline (the larger part) built and drawn in a task of its own, under Morocco's
    let tilesArrived = false;
    let neighbours: L.Polygon | null = null;
    const hideUnderTiles = () => {
      neighbours?.setStyle({ fillOpacity: 0, opacity: 0 });
      morocco.setStyle({ fillOpacity: 0, opacity: 0.4 });
    };
    const cancelNeighbours = nextTask(() => {
      neighbours = L.polygon(outline.neighbours as L.LatLngExpression[][][], {
        interactive: false,
        color: '#9ca3af',
        weight: 1,
        fillColor: '#e5e7eb',
        fillOpacity: 1,
      }).addTo(map);
      neighbours.bringToBack();
      if (tilesArrived) hideUnderTiles();
    });

    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 });
      // the outline stays filled until tiles actually arrive: never a blank box
      tiles.once('tileload', () => {
        tilesArrived = true;
        hideUnderTiles();
      });
      tiles.addTo(map);
    }

    markersRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const onMove = () => renderRef.current();
    const onZoomStart = () => {
      zoomingRef.current = true;
    };
    const onZoomEnd = () => {
      zoomingRef.current = false;
    };
    map.on('moveend zoomend', onMove);
    map.on('zoomanim', onZoomStart);
    map.on('zoomend', onZoomEnd);
    return () => {
      cancelNeighbours();
      map.off('moveend zoomend', onMove);
      map.off('zoomanim', onZoomStart);
      map.off('zoomend', onZoomEnd);
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
    // centre and zoom are applied by the effect below; tiles are configuration (fixed per page)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the same stations from a new loader answer (e.g. after a selection) keep their markers
  const stationsKey = stations.map((station) => `${station.id}:${station.type}`).join('|');
  const stationsRef = useRef(stations);
  useEffect(() => {
    stationsRef.current = stations;
  });

  // markers and clusters for the current view; kept markers stay the same elements (keyboard focus)
  useEffect(() => {
    const stations = stationsRef.current;
    const index = createClusterIndex(stations);
    indexRef.current = index;
    const byId = new Map(stations.map((station) => [station.id, station]));
    const shown = new Map<string, L.Marker>();
    renderRef.current = () => {
      const map = mapRef.current;
      const layer = markersRef.current;
      if (!map || !layer) return;
      const bounds = map.getBounds();
      const bbox: [number, number, number, number] = [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ];
      const wanted = new Map<string, MapItem>();
      for (const item of index.items(bbox, map.getZoom())) {
        wanted.set(item.kind === 'cluster' ? `cluster:${item.clusterId}` : `station:${item.id}`, item);
      }
      for (const [key, marker] of shown) {
        if (!wanted.has(key)) {
          layer.removeLayer(marker);
          shown.delete(key);
        }
      }
      for (const [key, item] of wanted) {
        if (shown.has(key)) continue;
        if (item.kind === 'cluster') {
          const label = formatMessage(stationLabels.cluster, { count: item.count });
          const marker = L.marker([item.latitude, item.longitude], {
            icon: clusterIcon(item.count),
            keyboard: true,
            title: label,
          });
          marker.on('add', () => {
            const el = marker.getElement();
            if (el) {
              el.textContent = String(item.count);
              el.setAttribute('aria-label', label);
            }
          });
          const expand = () =>
            map.setView([item.latitude, item.longitude], Math.min(index.expansionZoom(item.clusterId), 18));
          marker.on('click', expand);
          onActivateKey(marker, expand);
          shown.set(key, marker);
          layer.addLayer(marker);
          continue;
        }
        const station = byId.get(item.id);
        if (!station) continue;
        const label = `${station.name} — ${station.typeLabel}`;
        const marker = L.marker([item.latitude, item.longitude], {
          icon: stationIcon(false),
          keyboard: true,
          title: label,
        });
        marker.on('add', () => {
          const el = marker.getElement();
          if (!el) return;
          el.style.background = SPEED_COLORS[station.type];
          el.setAttribute('aria-label', label);
          el.dataset.stationId = station.id;
          el.dataset.speed = station.type;
          styleSelection(marker, latest.current.selectedId === station.id);
        });
        marker.on('click', () => latest.current.onSelect(station.id));
        onActivateKey(marker, () => latest.current.onSelect(station.id));
        shown.set(key, marker);
        layer.addLayer(marker);
      }
    };
    applySelectionRef.current = (selectedId) => {
      for (const [key, marker] of shown) {
        if (key.startsWith('station:')) styleSelection(marker, key === `station:${selectedId}`);
      }
    };
    // the markers in a task after the map's own: each stays short
    const cancelRender = nextTask(() => renderRef.current());
    return () => {
      cancelRender();
      for (const marker of shown.values()) markersRef.current?.removeLayer(marker);
      shown.clear();
    };
  }, [stationsKey]);

  // the selected station's marker, restyled in place
  useEffect(() => {
    applySelectionRef.current(selectedId);
  }, [selectedId]);

  // follow the centre (country-wide or around the visitor), or the filtered stations
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const stations = stationsRef.current;
    if (fitStations && stations.length > 0) {
      const bounds = L.latLngBounds(stations.map((station) => [station.latitude, station.longitude]));
      // a station chosen meanwhile is brought into view by its own effect below
      if (!latest.current.selectedId) map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
      return;
    }
    // the map was made on this view: setting it again fires a move that would draw the markers now,
    // in the map's own task, instead of the task after it
    if (map.getZoom() === zoom && map.getCenter().equals([center.latitude, center.longitude])) return;
    map.setView([center.latitude, center.longitude], zoom);
  }, [center.latitude, center.longitude, zoom, fitStations, stationsKey]);

  // the visitor's position
  useEffect(() => {
    const map = mapRef.current;
    userRef.current?.remove();
    userRef.current = null;
    if (!map || !userPosition) return;
    userRef.current = L.circleMarker([userPosition.latitude, userPosition.longitude], {
      radius: 8,
      color: '#fff',
      weight: 3,
      fillColor: '#2563eb',
      fillOpacity: 1,
      interactive: false,
      className: 'cm-user-position',
    }).addTo(map);
  }, [userPosition]);

  // a station selected in the list: bring it into view, as a marker of its own (not inside a cluster)
  useEffect(() => {
    const map = mapRef.current;
    const station = stations.find((entry) => entry.id === selectedId);
    if (!map || !station) return;
    const bringIntoView = () => {
      const point = L.latLng(station.latitude, station.longitude);
      const zoom = Math.max(map.getZoom(), SELECTED_MIN_ZOOM);
      const target = indexRef.current?.unclusteredZoom(station.id, point, zoom) ?? zoom;
      if (!map.getBounds().contains(point) || map.getZoom() < target) map.setView(point, target);
    };
    if (!zoomingRef.current) {
      bringIntoView();
      return;
    }
    map.once('zoomend', bringIntoView);
    return () => {
      map.off('zoomend', bringIntoView);
    };
    // selection changes only restyle markers; the list's station is what matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  return <div ref={element} data-testid="station-map" style={{ width: '100%', height: '100%' }} />;
}
