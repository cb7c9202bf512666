/** The toasts on screen: Chakra's toaster, loaded by <AppToaster/> with the first toast of the page. */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import type { ToastPayload } from '../bus/event-bus';
import { pageSingleton } from '../internal/page-singleton';
import { coreMessages as messages } from '../messages/core';
import { TOAST_DURATION_MS } from './toaster';
import { MODAL_OPENED_EVENT, TOAST_TOP_VARIABLE, placeToasts } from './toast-offset';

/** At most this many toasts on screen: a new one sends the oldest away, a repeated one is not doubled. */
export const MAX_VISIBLE_TOASTS = 2;
/**
 * A toast placed at the top slides in from above and leaves upwards (its --y is -100% then): over the
 * header, where it would take the taps meant for the cart and account buttons while it moves. Held at
 * or below its place, it fades in and out there.
 */
const NEVER_ABOVE_ITS_PLACE = { translate: 'var(--x) max(0px, var(--y))' } as const;

const toaster = pageSingleton('toaster.v2', () =>
  createToaster({
    placement: 'top-end',
    duration: TOAST_DURATION_MS,
    pauseOnPageIdle: true,
    max: MAX_VISIBLE_TOASTS,
    offsets: {
      top: `calc(var(${TOAST_TOP_VARIABLE}, 4rem) + 0.5rem)`,
      right: '1rem',
      bottom: '1rem',
      left: '1rem',
    },
  }),
);

export function showToast({ type, title, description, duration }: ToastPayload): void {
  placeToasts();
  const id = `${type ?? 'info'}:${title ?? ''}:${description ?? ''}`;
  const shown = toaster.getVisibleToasts();
  // the newest first: the last one is the oldest
  const oldest = shown.at(-1);
  if (oldest && shown.length >= MAX_VISIBLE_TOASTS && !shown.some((toast) => toast.id === id))
    toaster.dismiss(oldest.id);
  toaster.create({ id, type, title, description, duration: duration ?? TOAST_DURATION_MS, closable: true });
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
  useEffect(() => {
    const dismissAll = () => toaster.dismiss();
    document.addEventListener(MODAL_OPENED_EVENT, dismissAll);
    return () => document.removeEventListener(MODAL_OPENED_EVENT, dismissAll);
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} css={NEVER_ABOVE_ITS_PLACE}>
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
