import { onTestFinished } from 'vitest';
import { bus, type ToastPayload } from '@chargemaroc/shared/bus';

/** Collects the toasts asked for during one test. */
export function recordToasts(): ToastPayload[] {
  const toasts: ToastPayload[] = [];
  const stop = bus.on('ui:toast', (toast) => toasts.push(toast));
  onTestFinished(() => {
    stop();
  });
  return toasts;
}
