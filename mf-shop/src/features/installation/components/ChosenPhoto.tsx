import { useEffect, useRef } from 'react';
import { HStack, Text } from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import { formatMessage } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/** The photo the estimate holds (chosen now, or kept from last time), so the shopper sees which it is. */
export function ChosenPhoto({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  const preview = canPreview();
  // the file's page address lives as long as it is shown
  useEffect(() => {
    if (!image.current || !preview) return;
    const address = URL.createObjectURL(file);
    image.current.src = address;
    return () => URL.revokeObjectURL(address);
  }, [file, preview]);
  const text = formatMessage(shopLabels.estimate.photoChosen, { name: file.name });
  return (
    <HStack gap="2" data-testid="estimate-photo">
      {preview && <Image ref={image} alt={text} boxSize="12" objectFit="cover" rounded="sm" flexShrink={0} />}
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" aria-hidden={preview ? true : undefined}>
        {text}
      </Text>
    </HStack>
  );
}
