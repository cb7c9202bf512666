/**
 * The installation photos of the cart's lines, chosen in the cart's estimate or in the checkout's,
 * kept in this browser by the shared photo store. Each photo is sent to the CMS once (only its
 * reference goes with the order); the upload is noted beside the photo, so a reload or another visit
 * to the checkout sends nothing again. A photo the CMS refuses is dropped, with the reason.
 */
import { use, useEffect, useSyncExternalStore } from 'react';
import { getErrorMessage, isApiError } from '@chargemaroc/shared/api';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import {
  installationPhotosLoaded,
  installationPhotosStore,
  useInstallationPhotos,
} from '@chargemaroc/shared/stores/installation-photos';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { checkoutLabels } from '../../../labels';
import { uploadInstallationPhoto } from '../api/orders';
import type { LinePhotos } from '../model/checkout-storage';

/** The photos whose upload has begun in this page (by photo key): each is sent once. */
const sent = new Set<string>();
/** The uploads under way, watched by every checkout screen of the page. */
let sending = 0;
const watchers = new Set<() => void>();
function countSending(change: number) {
  sending += change;
  for (const watcher of watchers) watcher();
}
function watchSending(watcher: () => void) {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}
/** The CMS's answers for a photo that is not a JPEG, PNG or WebP under 5 MB. */
const REFUSED = new Set([400, 413, 415, 422]);

function send(lineId: string, key: string, file: File): void {
  sent.add(key);
  countSending(1);
  void uploadInstallationPhoto(file)
    .then((upload) => installationPhotosStore.getState().markUploaded(lineId, key, upload))
    .catch((error: unknown) => {
      if (isApiError(error) && error.status !== null && REFUSED.has(error.status)) {
        const kept = installationPhotosStore.getState().photos[lineId];
        if (kept?.key === key) installationPhotosStore.getState().forget(lineId);
      }
      notify({
        type: 'error',
        title: formatMessage(checkoutLabels.estimate.photoFailed, {
          message: getErrorMessage(error, messages.common.error),
        }),
      });
    })
    .finally(() => countSending(-1));
}

export function useLinePhotos(items: CartItem[]) {
  // the screen is drawn once the saved photos are read, not read again when they arrive
  if (!installationPhotosStore.getState().loaded) use(installationPhotosLoaded());
  const kept = useInstallationPhotos((state) => state.photos);
  const loaded = useInstallationPhotos((state) => state.loaded);
  const uploadsUnderWay = useSyncExternalStore(
    watchSending,
    () => sending,
    () => 0,
  );

  // only the lines still in the cart with their installation wanted
  const wanted = items.filter((item) => item.installationService.wanted && kept[item.id]);
  const photos: LinePhotos = {};
  for (const item of wanted) {
    const upload = kept[item.id]!.upload;
    if (upload) photos[item.id] = upload;
  }
  const toSend = wanted
    .filter((item) => !kept[item.id]!.upload && !sent.has(kept[item.id]!.key))
    .map((item) => ({ lineId: item.id, ...kept[item.id]! }));

  useEffect(() => {
    for (const { lineId, key, file } of toSend) if (!sent.has(key)) send(lineId, key, file);
  });

  const attachPhoto = (lineId: string, file: File) => installationPhotosStore.getState().keep(lineId, file);

  return { photos, uploading: !loaded || uploadsUnderWay > 0 || toSend.length > 0, attachPhoto };
}
