import { Link as RouterLink } from 'react-router-dom';
import { Box, CloseIcon, HStack, IconButton, Image, Link, Stack, Table, Text } from '@chargemaroc/shared/ui';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
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
        disabled={item.quantity >= item.maxQuantity}
        onClick={() => change(item.quantity + 1)}
      >
        +
      </IconButton>
    </HStack>
  );
}

/** One cart line: the product row, then its installation service row. */
export function CartLineRows({ item }: { item: CartItem }) {
  const wanted = item.installationService.wanted;
  const line = priceCart({
    items: [{ unitPrice: item.price, quantity: item.quantity, installation: item.installationService }],
  });
  const productPath = `/produit/${encodeURIComponent(item.id)}`;
  return (
    <>
      <Table.Row data-testid={`cart-line-${item.id}`}>
        <Table.Cell>
          <HStack gap="3" minW="56">
            <Image
              src={item.image ?? PLACEHOLDER_IMAGE_URL}
              alt=""
              width="64px"
              height="48px"
              objectFit="contain"
              bg="bg.subtle"
              rounded="sm"
              loading="lazy"
              onError={(event) => {
                event.currentTarget.src = PLACEHOLDER_IMAGE_URL;
              }}
            />
            <Stack gap="0">
              <Link asChild fontWeight="semibold">
                <RouterLink to={productPath}>{item.name}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                {item.brand}
              </Text>
            </Stack>
          </HStack>
        </Table.Cell>
        <Table.Cell>
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
        </Table.Cell>
        <Table.Cell>
          <QuantityControl item={item} />
        </Table.Cell>
        <Table.Cell textAlign="end" fontWeight="semibold" data-testid={`line-total-${item.id}`}>
          {formatPrice(line.subtotal)}
        </Table.Cell>
        <Table.Cell textAlign="end">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={formatMessage(labels.removeLine, { name: item.name })}
            onClick={() => cartStore.getState().removeItem(item.id)}
          >
            <CloseIcon />
          </IconButton>
        </Table.Cell>
      </Table.Row>
      {item.price !== null && (
        <Table.Row>
          <Table.Cell colSpan={5} bg="bg.subtle">
            <Box py="1">
              <CartLineInstallation item={item} />
            </Box>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
