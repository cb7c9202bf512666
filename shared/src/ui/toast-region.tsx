/** The toasts on screen: Chakra's toaster, loaded by <AppToaster/> with the first toast of the page. */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import type { ToastPayload } from '../bus/event-bus';
import { pageSingleton } from '../internal/page-singleton';
import { messages } from '../messages/fr';
import { TOAST_DURATION_MS } from './toaster';

const toaster = pageSingleton('toaster.v1', () =>
  createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true }),
);

export function showToast({ type, title, description, duration }: ToastPayload): void {
  toaster.create({ type, title, description, duration: duration ?? TOAST_DURATION_MS, closable: true });
}

/** Shows the toasts that arrived while this code was loading, then every new one. */
export function ToastRegion({ waiting }: { waiting: ToastPayload[] }) {
  useEffect(() => {
    // after the toaster has subscribed to its store (it does so in a microtask after mounting):
    // a toast created before that would only show with the next one
    const timer = setTimeout(() => {
      for (const toast of waiting.splice(0)) showToast(toast);
    });
    return () => clearTimeout(timer);
  }, [waiting]);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={messages.common.close} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
