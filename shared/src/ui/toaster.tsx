/**
 * The one way to show a toast: any app calls `notify(...)`, which goes over the bus, and the
 * shell's single <AppToaster/> shows it. The toaster's code (Chakra's toast machine) is not part
 * of the first load: it arrives with the page's first toast, which waits for it.
 */
import { useEffect, useState } from 'react';
import { bus, type ToastPayload } from '../bus/event-bus';
import type * as ToastRegionModule from './toast-region';

export const TOAST_DURATION_MS = 4000;

export function notify(toast: ToastPayload): void {
  bus.emit('ui:toast', toast);
}

/**
 * Fetches the toaster's code ahead of the first toast: offline, a toast (a form kept for later,
 * decision 026) finds it in the service worker's cache instead of failing to load it.
 */
export async function preloadToaster(): Promise<void> {
  await import('./toast-region').catch(() => undefined);
}

export function AppToaster() {
  const [region, setRegion] = useState<typeof ToastRegionModule | null>(null);
  // toasts that arrive while the toaster's code loads (one list for the life of the toaster)
  const [waiting] = useState<ToastPayload[]>(() => []);
  useEffect(() => {
    if (region) return bus.on('ui:toast', region.showToast);
    let loading = false;
    return bus.on('ui:toast', (toast) => {
      waiting.push(toast);
      if (loading) return;
      loading = true;
      import('./toast-region').then(setRegion, (error: unknown) => {
        // the next toast tries again
        loading = false;
        console.error('[toaster] could not load', error);
      });
    });
  }, [region, waiting]);
  return region ? <region.ToastRegion waiting={waiting} /> : null;
}
