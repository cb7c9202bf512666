// Leaflet's own stylesheet, put in the page once when the map first loads (the site has no CSS
// pipeline; Emotion's inline styles are allowed by the CSP).
import leafletCss from 'leaflet/dist/leaflet.css?raw';

const STYLE_ID = 'leaflet-styles';

const MAP_CSS = `
.cm-station-marker { border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px rgba(0,0,0,.45); }
.cm-station-marker.is-selected { box-shadow: 0 0 0 3px #111827; }
.cm-station-marker:focus-visible, .cm-cluster:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
.cm-cluster { display: flex; align-items: center; justify-content: center; border-radius: 50%;
  background: #1f2937; color: #fff; font: 600 13px/1 system-ui, sans-serif; border: 3px solid rgba(255,255,255,.85); }
.leaflet-container { font: 12px/1.4 system-ui, sans-serif; }
.leaflet-container .leaflet-control-attribution a { color: #0b5d86; }
.leaflet-control-attribution { background: rgba(255,255,255,.92) !important; color: #1f2937; }
`;

export function ensureLeafletStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletCss}\n${MAP_CSS}`;
  document.head.appendChild(style);
}
