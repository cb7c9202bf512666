import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  HStack,
  IconButton,
  Link,
  Money,
  OfflineMark,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Grid, Image } from '@chargemaroc/shared/ui/content';
import { CloseIcon } from '@chargemaroc/shared/ui/section-icons';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { lineMaxQuantity } from '@chargemaroc/shared/domain/cart-rules';
import { PLACEHOLDER_IMAGE_URL } from '@chargemaroc/shared/contracts/strapi';
import { priceCart, priceWithInstallation } from '@chargemaroc/shared/domain/pricing';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';
import { CartLineInstallation } from './CartLineInstallation';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = shopLabels.cart;

/** The heading above the lines, where focus goes once the line that held it is gone. */
export const CART_LINES_TITLE_ID = 'cart-lines-title';

/**
 * Takes a line out of the cart and says so: a message, and focus on the lines' heading (the pressed
 * button is gone), or on the page when it was the last line.
 */
function removeLine(item: CartItem) {
  cartStore.getState().removeItem(item.id);
  notify({ type: 'info', title: formatMessage(messages.cart.itemRemoved, { name: item.name }) });
  requestAnimationFrame(() =>
    (document.getElementById(CART_LINES_TITLE_ID) ?? document.querySelector('main'))?.focus(),
  );
}

function QuantityControl({ item }: { item: CartItem }) {
  const change = (quantity: number) =>
    quantity <= 0 ? removeLine(item) : cartStore.getState().updateQuantity(item.id, quantity);
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
  const productPath = paths.product.href({ id: item.id });
  return (
    <Box as="li" borderWidth="1px" rounded="lg" overflow="hidden" data-testid={`cart-line-${item.id}`}>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr) auto',
          md: 'minmax(0, 1fr) max-content 7rem max-content auto',
        }}
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
            onClick={() => removeLine(item)}
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
                <Money amount={priceWithInstallation(item.price)} />
                <Text as="del" fontSize="xs" color="fg.muted">
                  <Money amount={item.price} />
                </Text>
              </Stack>
            ) : (
              <Money amount={item.price} />
            )}
            {/* kept in the browser since the product was added: not of the page's saving time */}
            {item.price !== null && <OfflineMark kind="price" dated={false} />}
          </Box>
          <QuantityControl item={item} />
          <Box textAlign="end">
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {labels.lineTotal}
            </Text>
            <Text fontWeight="semibold" data-testid={`line-total-${item.id}`}>
              <Money amount={line.subtotal} />
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
