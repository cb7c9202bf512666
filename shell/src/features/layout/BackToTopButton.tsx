import { useEffect, useRef } from 'react';
import { ArrowUpIcon } from '@chargemaroc/shared/ui/icons';
import { IconButton } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { bottomBarsHeight, coversControl } from './back-to-top-placement';

/**
 * Takes the reader back to the top (shown by BackToTop once the page has scrolled). It sits above
 * the bottom bars and steps aside (hidden) while a control of the page is under it.
 */
export function BackToTopButton() {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      element.style.setProperty('--back-to-top-lift', `${bottomBarsHeight()}px`);
      element.style.visibility = coversControl(element) ? 'hidden' : '';
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // a bar or a control may come and go without a scroll (the comparison tray, an opened form)
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, []);

  return (
    <IconButton
      ref={button}
      position="fixed"
      bottom={{
        base: 'calc(var(--back-to-top-lift, 0px) + 1rem)',
        md: 'calc(var(--back-to-top-lift, 0px) + 1.5rem)',
      }}
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
