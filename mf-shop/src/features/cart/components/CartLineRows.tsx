import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, IconButton, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Grid, Image } from '@chargemaroc/shared/ui/content';
import { CloseIcon } from '@chargemaroc/shared/ui/section-icons';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { lineMaxQuantity } from '@chargemaroc/shared/domain/cart-rules';
import { PLACEHOLDER_IMAGE_URL } from '@chargemaroc/shared/contracts/strapi';
import { priceCart, priceWithInstallation } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';
import { CartLineInstallation } from './CartLineInstallation';

const labels = shopLabels.cart;

function QuantityControl({ item }: { item: CartItem }) {
  const change = (quantity: number) => cartStore.getState().updateQuantity(item.id, quantity);
  return (
    <HStack gap="1" role="group" aria-label={formatMessage(labels.quantityOf, { name: item.name })}>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={formatMessage(labels.decreaseOf, { name: item.name })}
        onClick={() => change(item.quantity - 1)}
      >
        −
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="medium" data-testid={`quantity-${item.id}`}>
        {item.quantity}
      </Text>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={formatMessage(labels.increaseOf, { name: item.name })}
        disabled={item.quantity >= lineMaxQuantity(item)}
        onClick={() => change(item.quantity + 1)}
      >
        +
      </IconButton>
    </HStack>
  );
}

/**
 * One cart line as a block that stacks on phones (product, then price, quantity, total and remove
 * on one wrapping row) and lines up in columns from md; then its installation service.
 */
export function CartLineRows({ item }: { item: CartItem }) {
  const wanted = item.installationService.wanted;
  const line = priceCart({
    items: [{ unitPrice: item.price, quantity: item.quantity, installation: item.installationService }],
  });
  const productPath = `/produit/${encodeURIComponent(item.id)}`;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" overflow="hidden" data-testid={`cart-line-${item.id}`}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 8rem 7rem 7rem auto' }}
        alignItems="center"
        gap={{ base: 3, md: 4 }}
        p={{ base: 3, md: 4 }}
      >
        <HStack gap="3" minW="0" gridColumn={{ base: '1 / 2', md: 'auto' }}>
          <Image
            src={item.image ?? PLACEHOLDER_IMAGE_URL}
            alt=""
            width="64px"
            height="48px"
            flexShrink={0}
            objectFit="contain"
            bg="bg.subtle"
            rounded="sm"
            loading="lazy"
            onError={(event) => {
              event.currentTarget.src = PLACEHOLDER_IMAGE_URL;
            }}
          />
          <Stack gap="0" minW="0">
            <Link asChild fontWeight="semibold" overflowWrap="anywhere">
              <RouterLink to={productPath}>{item.name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {item.brand}
            </Text>
          </Stack>
        </HStack>
        <Box
          gridColumn={{ base: '2 / 3', md: 'auto' }}
          gridRow={{ base: '1', md: 'auto' }}
          justifySelf="end"
          order={{ md: 5 }}
        >
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={formatMessage(labels.removeLine, { name: item.name })}
            onClick={() => cartStore.getState().removeItem(item.id)}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <HStack
          gridColumn={{ base: '1 / -1', md: 'auto' }}
          display={{ base: 'flex', md: 'contents' }}
          justify="space-between"
          wrap="wrap"
          gap="3"
        >
          <Box>
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {labels.unitPrice}
            </Text>
            {item.price === null ? (
              <Text fontSize="sm">{labels.quoteOnlyLine}</Text>
            ) : wanted ? (
              <Stack gap="0">
                <Text>{formatPrice(priceWithInstallation(item.price))}</Text>
                <Text as="del" fontSize="xs" color="fg.muted">
                  {formatPrice(item.price)}
                </Text>
              </Stack>
            ) : (
              <Text>{formatPrice(item.price)}</Text>
            )}
          </Box>
          <QuantityControl item={item} />
          <Box textAlign="end">
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {labels.lineTotal}
            </Text>
            <Text fontWeight="semibold" data-testid={`line-total-${item.id}`}>
              {formatPrice(line.subtotal)}
            </Text>
          </Box>
        </HStack>
      </Grid>
      {item.price !== null && (
        <Box bg="bg.subtle" px={{ base: 3, md: 4 }} py="3" borderTopWidth="1px">
          <CartLineInstallation item={item} />
        </Box>
      )}
    </Box>
  );
}
