/**
 * The installation photos of the cart's lines: each chosen photo is sent to the CMS at once (only a
 * reference can outlive the page), kept by line id in this browser and sent with the order.
 */
import { useState } from 'react';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { checkoutLabels } from '../../../labels';
import { uploadInstallationPhoto } from '../api/orders';
import { readLinePhotos, saveLinePhotos, type LinePhotos } from '../model/checkout-storage';

export function useLinePhotos(items: CartItem[]) {
  const [stored, setStored] = useState<LinePhotos>(readLinePhotos);
  const [uploading, setUploading] = useState(0);

  // only the lines still in the cart with their installation wanted
  const photos: LinePhotos = {};
  for (const item of items) {
    const photo = stored[item.id];
    if (photo && item.installationService.wanted) photos[item.id] = photo;
  }

  const attachPhoto = (lineId: string, file: File) => {
    setUploading((count) => count + 1);
    uploadInstallationPhoto(file)
      .then((photo) =>
        setStored((current) => {
          const next = { ...current, [lineId]: photo };
          saveLinePhotos(next);
          return next;
        }),
      )
      .catch((error: unknown) =>
        notify({
          type: 'error',
          title: formatMessage(checkoutLabels.estimate.photoFailed, {
            message: getErrorMessage(error, messages.common.error),
          }),
        }),
      )
      .finally(() => setUploading((count) => count - 1));
  };

  return { photos, uploading: uploading > 0, attachPhoto };
}
