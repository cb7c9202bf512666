import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@chargemaroc/shared/ui/icons';
import { IconButton } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';

export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** Appears once the page has scrolled past the threshold; takes the reader back to the top. */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <IconButton
      position="fixed"
      bottom={{ base: '4', md: '6' }}
      insetInlineEnd={{ base: '4', md: '6' }}
      zIndex="overlay"
      rounded="full"
      size="lg"
      colorPalette="charge"
      shadow="lg"
      aria-label={messages.common.backToTop}
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
