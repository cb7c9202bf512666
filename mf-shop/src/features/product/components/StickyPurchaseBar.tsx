import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Box, HStack, Money } from '@chargemaroc/shared/ui/layout';

/** The bar's height on a phone, kept free at the end of the page so it hides nothing for good. */
const BAR_SPACE = '5.5rem';
const HIDDEN_UNTIL_SHOWN = { '&[data-shown=false]': { display: 'none' } };

/**
 * On a phone, while the purchase panel's own button is out of sight (below the first screen, or
 * scrolled past), the price and the action stay within reach in a bar fixed to the bottom. The shell's
 * back-to-top button sits above it (data-bottom-bar).
 * The bar is served with the page, hidden, and shown by an attribute: drawn only when first needed,
 * its elements and their styles were a 60-70 ms task at 4x CPU right after the page started.
 */
export function StickyPurchaseBar({
  watched,
  amount,
  children,
}: {
  /** The panel's own action: the bar shows while it is not on screen. */
  watched: RefObject<HTMLElement | null>;
  amount: number | null;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watched.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);
  return (
    <Box hideFrom="md" data-shown={shown} css={HIDDEN_UNTIL_SHOWN}>
      <Box height={BAR_SPACE} aria-hidden="true" />
      <Box
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        boxShadow="lg"
        px="4"
        py="3"
        data-bottom-bar=""
        data-testid="sticky-purchase-bar"
      >
        <HStack gap="3" justify="space-between">
          <Money amount={amount} fontWeight="bold" fontSize="lg" color="charge.700" />
          {children}
        </HStack>
      </Box>
    </Box>
  );
}
