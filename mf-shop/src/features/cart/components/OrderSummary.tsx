import { Link as RouterLink } from 'react-router-dom';
import { Button, OfflineMark, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { OrderSummary as Figures } from '@chargemaroc/shared/ui/order-summary';
import type { CartTotals } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = shopLabels.cart;

/** The cart's figures (the shared summary), what installation saves, and the way to the checkout. */
export function OrderSummary({ totals }: { totals: CartTotals }) {
  return (
    <Figures title={labels.summaryTitle} totals={totals} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <OfflineMark kind="price" dated={false} textAlign="end" mt="1" />
      {totals.installationSavings > 0 && (
        <Text mt="3" fontSize="sm" color="charge.700" data-testid="summary-installation-savings">
          {formatMessage(labels.installationSavings, { amount: formatPrice(totals.installationSavings) })}
        </Text>
      )}
      <Stack mt="5" gap="2">
        <Button asChild size="lg">
          <RouterLink to={paths.checkout.href()}>{labels.checkout}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.shop.href()}>{labels.continueShopping}</RouterLink>
        </Button>
      </Stack>
    </Figures>
  );
}
