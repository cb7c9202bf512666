import { useCallback, useEffect, useRef, useState } from 'react';
import type { Position } from '../api/stations-api';

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Position }
  | { status: 'denied' }
  | { status: 'failed' };

const TIMEOUT_MS = 10_000;

/**
 * The visitor's position, browser-only: asked at once when the permission is already granted,
 * otherwise when they press the nearest button. Refused or failed → the caller stays country-wide.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const mounted = useRef(true);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (mounted.current) {
          setState({
            status: 'located',
            position: { latitude: coords.latitude, longitude: coords.longitude },
          });
        }
      },
      (error) => {
        if (mounted.current)
          setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' });
      },
      { timeout: TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (cancelled) return;
        if (permission.state === 'granted') locate();
        else if (permission.state === 'denied') setState({ status: 'denied' });
      })
      .catch(() => {
        /* no Permissions API: wait for the button */
      });
    return () => {
      cancelled = true;
      mounted.current = false;
    };
  }, [locate]);

  return { state, locate, reset };
}
