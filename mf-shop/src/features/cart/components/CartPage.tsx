import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { Box, Button, Container, Heading, Skeleton, Stack } from '@chargemaroc/shared/ui/layout';
import { CartIcon } from '@chargemaroc/shared/ui/icons';
import { messages } from '@chargemaroc/shared/messages';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import type { CartData } from '../api/cart-loader';
import { shopLabels } from '../../../labels';

// A cart with lines is drawn by the browser only (the server knows just its number of lines), so
// its code and its form controls are not part of the first load of an empty cart.
const CartContents = lazy(() => import('./CartContents'));

const labels = shopLabels.cart;

function EmptyCart() {
  return (
    <Container maxW="3xl" py="16">
      <Stack align="center" textAlign="center" gap="4">
        <Box color="charge.600" fontSize="5xl">
          <CartIcon />
        </Box>
        <Heading as="h1" size="2xl">
          {messages.cart.empty}
        </Heading>
        <Button asChild size="lg">
          <RouterLink to="/boutique">{labels.continueShopping}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function CartLoading() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} aria-busy="true">
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <Skeleton height="64" rounded="lg" />
    </Container>
  );
}

export function CartPage() {
  const hasItems = useCart((state) => state.items.length > 0);

  const { serverLines } = useLoaderData<CartData>();
  // The server knows the cart only by its number of lines: an empty cart is rendered there; a cart
  // with lines shows a placeholder until the browser, which holds the cart, has taken over.
  const hydrated = useHydrated();
  if (!hydrated && serverLines !== null && serverLines > 0) return <CartLoading />;
  if (!hasItems) return <EmptyCart />;
  return (
    <Suspense fallback={<CartLoading />}>
      <CartContents />
    </Suspense>
  );
}
