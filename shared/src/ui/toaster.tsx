/**
 * The one way to show a toast: any app calls `notify(...)`, which goes over the bus, and the
 * shell's single <AppToaster/> shows it.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { bus, type ToastPayload } from '../bus/event-bus';
import { pageSingleton } from '../internal/page-singleton';
import { messages } from '../messages/fr';

export const TOAST_DURATION_MS = 4000;

export const toaster = pageSingleton('toaster.v1', () =>
  createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true }),
);

export function notify(toast: ToastPayload): void {
  bus.emit('ui:toast', toast);
}

export function AppToaster() {
  useEffect(
    () =>
      bus.on('ui:toast', ({ type, title, description, duration }) => {
        toaster.create({ type, title, description, duration: duration ?? TOAST_DURATION_MS, closable: true });
      }),
    [],
  );
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
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
