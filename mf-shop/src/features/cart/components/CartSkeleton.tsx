import { Box, Stack } from '@chargemaroc/shared/ui/layout';
import { Skeleton } from '@chargemaroc/shared/ui/content';
import { CartLayout } from './CartLayout';
import { CartLinesHeader } from './CartLinesHeader';
import { DeliveryInfo } from './DeliveryInfo';
import { RecommendationsRoom } from './RecommendationsRoom';

// The heights the filled cart's blocks take (a line stacks on phones and lines up in columns from
// md), so the cart drawn in their place moves nothing on the page.
const LINE_HEIGHT = { base: '263px', md: '151px', lg: '133px' };
const PROMO_HEIGHT = '106px';
const SHIPPING_HEIGHT = { base: '256px', sm: '235px' };
const SUMMARY_HEIGHT = { base: '378px', sm: '354px', md: '330px', lg: '354px' };

/**
 * The filled cart's layout with its lines, figures and controls still to come: what the server
 * renders for a cart it knows only by its number of lines, and what the browser shows while the
 * cart's code arrives.
 */
export function CartSkeleton({ lines }: { lines: number }) {
  return (
    <CartLayout
      busy
      summary={<Skeleton height={SUMMARY_HEIGHT} rounded="lg" />}
      after={<RecommendationsRoom />}
    >
      <Box>
        <Skeleton height="24px" width="8rem" mb="3" />
        <CartLinesHeader />
        <Stack as="ul" listStyleType="none" gap="3">
          {Array.from({ length: lines }, (_, index) => (
            <Box as="li" key={index} data-testid="cart-line-skeleton">
              <Skeleton height={LINE_HEIGHT} rounded="lg" />
            </Box>
          ))}
        </Stack>
      </Box>
      <Skeleton height={PROMO_HEIGHT} rounded="lg" />
      <Skeleton height={SHIPPING_HEIGHT} rounded="lg" />
      <DeliveryInfo />
    </CartLayout>
  );
}
