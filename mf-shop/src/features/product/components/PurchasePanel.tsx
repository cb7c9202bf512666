import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, HStack, IconButton, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { CartIcon, HeartIcon } from '@chargemaroc/shared/ui/icons';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { NativeSwitch } from '@chargemaroc/shared/ui/native-controls';
import type { Product } from '@chargemaroc/shared/contracts/product';
import type { Estimate, EstimateInputs } from '@chargemaroc/shared/domain/installation-estimate';
import { isOrderable, priceWithInstallation } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore, useCart } from '@chargemaroc/shared/stores/cart';
import { installationPhotosStore } from '@chargemaroc/shared/stores/installation-photos';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { shopLabels } from '../../../labels';
import { quotePath } from '../../../common/api/quote-path';
import { useProductActions } from '../../../common/hooks/use-product-actions';
import { useCompareToggle } from '../../../common/hooks/use-compare-toggle';
import { LazyEstimateForm } from '../../installation/components/LazyEstimateForm';
import { toStoredInputs } from '../../installation/model/stored-inputs';
import { maxOrderQuantity, purchaseTotals } from '../model/purchase';
import { StickyPurchaseBar } from './StickyPurchaseBar';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = shopLabels.product;

function SummaryLine({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <HStack
      justify="space-between"
      fontWeight={strong ? 'bold' : 'normal'}
      {...(strong ? { borderTopWidth: '1px', pt: '1.5' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}

/**
 * Quantity, the installation service (5 % off; an estimate is needed before adding), the totals,
 * add to cart, favourite and compare.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const { addToCart, toggleWishlist } = useProductActions();
  const { toggle: toggleCompare, isCompared } = useCompareToggle();
  const inCart = useCart((state) => state.items.some((item) => item.id === product.id));
  const inWishlist = useWishlist((state) => state.items.some((item) => item.id === product.id));
  const maxQuantity = maxOrderQuantity(product.stock);
  const [quantity, setQuantity] = useState(1);
  const [installationWanted, setInstallationWanted] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  // the estimate's answers and photo go with the line: 'Modifier' in the cart reopens them all
  const [estimate, setEstimate] = useState<{
    result: Estimate;
    inputs: EstimateInputs;
    photo: File | null;
  } | null>(null);
  const orderable = isOrderable(product);
  const mainAction = useRef<HTMLDivElement>(null);
  const totals = purchaseTotals(product, quantity, {
    wanted: installationWanted,
    cost: estimate?.result.total ?? 0,
  });

  const switchInstallation = (on: boolean) => {
    setInstallationWanted(on);
    setFormOpen(on && !estimate);
  };

  const add = () => {
    if (installationWanted && !estimate) {
      setFormOpen(true);
      notify({ type: 'warning', title: messages.cart.installation.estimateRequired });
      return;
    }
    if (!addToCart(product, quantity)) return;
    if (installationWanted && estimate) {
      if (estimate.photo) installationPhotosStore.getState().keep(product.id, estimate.photo);
      cartStore.getState().setInstallation(product.id, {
        wanted: true,
        cost: estimate.result.total,
        estimate: {
          total: estimate.result.total,
          city: estimate.inputs.city,
          breakdown: estimate.result.breakdown,
        },
        inputs: toStoredInputs(estimate.inputs),
      });
    }
  };

  if (!orderable) {
    return (
      <Stack gap="3">
        {product.price === null && (
          <Box ref={mainAction}>
            <Button asChild size="lg" width="full">
              <RouterLink to={quotePath(product.name)}>{messages.products.requestQuote}</RouterLink>
            </Button>
          </Box>
        )}
        <FavouriteButton inWishlist={inWishlist} onToggle={() => toggleWishlist(product)} />
        {product.price === null && (
          <StickyPurchaseBar watched={mainAction} amount={null}>
            <Button asChild size="lg">
              <RouterLink
                to={quotePath(product.name)}
                aria-label={formatMessage(shopLabels.card.requestQuoteNamed, { name: product.name })}
              >
                {messages.products.requestQuote}
              </RouterLink>
            </Button>
          </StickyPurchaseBar>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="4" borderWidth="1px" rounded="lg" p="4">
      <HStack gap="3" role="group" aria-label={labels.quantity}>
        <Text fontWeight="medium">{labels.quantity}</Text>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={labels.decrease}
          disabled={quantity <= 1}
          onClick={() => setQuantity(quantity - 1)}
        >
          −
        </IconButton>
        <Text
          minW="6"
          textAlign="center"
          fontWeight="semibold"
          data-testid="purchase-quantity"
          aria-live="polite"
        >
          {quantity}
        </Text>
        <IconButton
          size="sm"
          variant="outline"
          aria-label={labels.increase}
          disabled={quantity >= maxQuantity}
          onClick={() => setQuantity(quantity + 1)}
        >
          +
        </IconButton>
        <Text fontSize="xs" color="fg.muted">
          {formatMessage(labels.maxQuantityHint, { max: maxQuantity })}
        </Text>
      </HStack>

      <Box>
        <NativeSwitch
          checked={installationWanted}
          onCheckedChange={switchInstallation}
          description={messages.cart.installation.discountHint}
        >
          {messages.cart.installation.label}
        </NativeSwitch>
        {installationWanted && estimate && !formOpen && (
          <HStack mt="2" gap="2" wrap="wrap">
            <Text fontSize="sm" color="charge.700" fontWeight="medium">
              {formatMessage(labels.estimateDone, { amount: formatPrice(estimate.result.total) })}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setFormOpen(true)}>
              {labels.estimateEdit}
            </Button>
          </HStack>
        )}
      </Box>
      {formOpen && (
        <LazyEstimateForm
          headingLevel="h2"
          initialInputs={estimate?.inputs}
          initialPhoto={estimate?.photo ?? null}
          onCancel={() => {
            setFormOpen(false);
            if (!estimate) setInstallationWanted(false);
          }}
          onSubmit={({ estimate: result, inputs, photo }) => {
            setEstimate({ result, inputs, photo });
            setInstallationWanted(true);
            setFormOpen(false);
          }}
        />
      )}

      <Stack as="dl" gap="1.5" fontSize="sm" bg="bg.subtle" rounded="md" p="3">
        <SummaryLine
          label={installationWanted ? labels.installationPrice : labels.unitPrice}
          value={
            <Money
              amount={
                installationWanted && product.price !== null
                  ? priceWithInstallation(product.price)
                  : product.price
              }
            />
          }
          testId="purchase-unit-price"
        />
        {installationWanted && (
          <SummaryLine
            label={labels.installationCost}
            value={estimate ? <Money amount={estimate.result.total} /> : shopLabels.comparison.notSpecified}
            testId="purchase-installation"
          />
        )}
        <SummaryLine
          label={labels.subtotal}
          value={<Money amount={totals.subtotal} />}
          testId="purchase-total"
          strong
        />
      </Stack>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" ref={mainAction}>
        <Button
          size="lg"
          // beside the favourite button from sm; stacked, its own height (flex: 1 would squash it)
          flex={{ sm: '1' }}
          onClick={add}
        >
          <CartIcon />
          {shopLabels.card.addToCart}
        </Button>
        <FavouriteButton inWishlist={inWishlist} onToggle={() => toggleWishlist(product)} />
      </Stack>
      <StickyPurchaseBar watched={mainAction} amount={totals.subtotal}>
        <Button
          size="lg"
          onClick={add}
          aria-label={formatMessage(shopLabels.card.addToCartNamed, { name: product.name })}
        >
          <CartIcon />
          {shopLabels.card.addToCart}
        </Button>
      </StickyPurchaseBar>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant={isCompared(product.id) ? 'subtle' : 'outline'}
          aria-pressed={isCompared(product.id)}
          onClick={() => toggleCompare(product)}
        >
          {shopLabels.card.compare}
        </Button>
        {inCart && (
          <Button asChild size="sm" variant="ghost" colorPalette="charge">
            <RouterLink to={paths.cart.href()}>{messages.cart.viewCart}</RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function FavouriteButton({ inWishlist, onToggle }: { inWishlist: boolean; onToggle: () => void }) {
  return (
    <Button size="lg" variant="outline" aria-pressed={inWishlist} onClick={onToggle}>
      <HeartIcon fill={inWishlist ? 'currentColor' : 'none'} />
      {inWishlist ? labels.removeFromFavorites : labels.addToFavorites}
    </Button>
  );
}
