import { useState } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import { notify } from '@chargemaroc/shared/ui/toaster';
import type { WishlistItem } from '@chargemaroc/shared/contracts/wishlist';
import { PLACEHOLDER_IMAGE_URL } from '@chargemaroc/shared/contracts/strapi';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { useWishlist, wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { accountLabels } from '../../../labels';
import { markSynced, saveWishlist } from '../api/wishlist';
import { AccountLayout } from './AccountLayout';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.wishlist;

function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove(item: WishlistItem): void }) {
  const orderable = item.price !== null && item.inStock;
  const addToCart = () => {
    const result = cartStore.getState().addItem({
      id: item.id,
      name: item.name,
      price: item.price,
      originalPrice: item.oldPrice,
      image: item.image,
      category: item.category,
      brand: item.brand,
    });
    notify({ type: result.ok ? 'success' : 'error', title: result.message });
  };
  return (
    <Stack as="li" borderWidth="1px" rounded="lg" p="3" gap="3" data-testid="wishlist-card" minW="0">
      <Image
        src={item.image ?? PLACEHOLDER_IMAGE_URL}
        alt=""
        height="32"
        objectFit="contain"
        bg="bg.subtle"
        rounded="md"
        loading="lazy"
      />
      <Box minW="0">
        <Heading as="h2" size="sm" overflowWrap="anywhere">
          <Link asChild>
            <RouterLink to={paths.product.href({ id: item.id })}>{item.name}</RouterLink>
          </Link>
        </Heading>
        <Text fontWeight="bold" mt="1" whiteSpace="nowrap">
          {item.price === null ? messages.common.priceOnRequest : formatPrice(item.price)}
        </Text>
        {!item.inStock && (
          <Text fontSize="sm" color="red.700">
            {labels.outOfStock}
          </Text>
        )}
      </Box>
      <HStack gap="2" wrap="wrap" mt="auto">
        <Button
          size="sm"
          disabled={!orderable}
          onClick={addToCart}
          aria-label={formatMessage(labels.addToCartNamed, { name: item.name })}
        >
          {labels.addToCart}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRemove(item)}
          aria-label={formatMessage(labels.remove, { name: item.name })}
        >
          {labels.removeShort}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The wishlist, kept in the CMS for the account (and in this browser); changes are saved at once. */
export function WishlistPage() {
  const { synced } = useLoaderData<{ synced: boolean }>();
  const items = useWishlist((state) => state.items);
  const [syncFailed, setSyncFailed] = useState(!synced);

  const persist = async () => {
    try {
      await saveWishlist(wishlistStore.getState().items);
      markSynced(sessionStore.getState().user?.id ?? '');
      setSyncFailed(false);
    } catch {
      setSyncFailed(true);
    }
  };

  const remove = (item: WishlistItem) => {
    const result = wishlistStore.getState().remove(item.id);
    notify({ type: result.ok ? 'info' : 'error', title: result.message });
    void persist();
  };

  const clear = () => {
    wishlistStore.getState().clear();
    notify({ type: 'info', title: messages.wishlist.cleared });
    void persist();
  };

  return (
    <AccountLayout title={labels.title}>
      <Stack gap="4">
        {syncFailed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{labels.syncError}</Alert.Title>
          </Alert.Root>
        )}
        {items.length === 0 ? (
          <Text fontSize="lg" data-testid="wishlist-empty">
            {messages.wishlist.empty}
          </Text>
        ) : (
          <>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text>{formatMessage(labels.count, { count: items.length })}</Text>
              <Button size="sm" variant="outline" colorPalette="red" onClick={clear}>
                {labels.clear}
              </Button>
            </HStack>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
              {items.map((item) => (
                <WishlistCard key={item.id} item={item} onRemove={remove} />
              ))}
            </SimpleGrid>
          </>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild variant="outline">
            <RouterLink to={paths.cart.href()}>{labels.toCart}</RouterLink>
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={paths.shop.href()}>{labels.toShop}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </AccountLayout>
  );
}
