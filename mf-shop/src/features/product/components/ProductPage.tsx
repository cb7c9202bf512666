import { Suspense } from 'react';
import { useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Container, Stack } from '@chargemaroc/shared/ui/layout';
import { PageNotice } from '@chargemaroc/shared/ui/page-notice';
import { Grid } from '@chargemaroc/shared/ui/content';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { isNotFound, loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { shopLabels } from '../../../labels';
import { PageTrail } from '../../../common/components/PageTrail';
import { ProductImage } from '../../../common/components/ProductImage';
import { categoryLabel } from '../../../common/components/product-badges';
import { ComparisonBar } from '../../../common/components/ComparisonBar';
import { SuggestionsBlock } from '../../suggestions/components/SuggestionsBlock';
import type { ProductData } from '../api/product-loader';
import { FederatedReviews } from './FederatedReviews';
import { ProductDetails } from './ProductDetails';
import { ProductSummary } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';
import { paths } from '@chargemaroc/shared/routing/paths';

function ProductBreadcrumb({ product }: { product: Product }) {
  const links = [
    { to: paths.home.href(), label: messages.common.nav.home },
    { to: paths.shop.href(), label: messages.common.nav.shop },
    { to: paths.shop.href({ category: product.category }), label: categoryLabel(product.category) },
  ];
  return (
    <Box mb="5">
      <PageTrail links={links} current={product.name} />
    </Box>
  );
}

function ProductNotFound() {
  return (
    <PageNotice
      py="16"
      titlesPage
      title={messages.products.notFound}
      body={shopLabels.product.notFoundBody}
      action={{ href: paths.shop.href(), label: shopLabels.product.backToShop }}
    />
  );
}

/** The product's region when it does not exist (404) or could not be loaded. */
export function ProductLoadError() {
  const error = useRouteError();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      {isNotFound(error) ? (
        <ProductNotFound />
      ) : (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {formatMessage(messages.products.loadOneErrorWithMessage, {
              message: loadFailureMessage(error, messages.products.loadOneError),
            })}
          </Alert.Title>
        </Alert.Root>
      )}
    </Container>
  );
}

export function ProductPage() {
  const product = useLoaderData<ProductData>();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <ProductBreadcrumb product={product} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: 6, md: 10 }} alignItems="start">
        <Box bg="bg.subtle" rounded="lg" p="4">
          <ProductImage
            product={{ name: product.name, image: product.fullSizeImage ?? product.image }}
            priority
            width="full"
            height={{ base: '280px', md: '420px' }}
            sizes="(min-width: 48em) 50vw, 100vw"
          />
        </Box>
        <Stack gap="5">
          <ProductSummary product={product} />
          {/* the purchase panel hydrates first and on its own: 'Ajouter au panier' responds early */}
          <Suspense>
            <PurchasePanel key={product.id} product={product} />
          </Suspense>
        </Stack>
      </Grid>
      <Suspense>
        <ProductDetails product={product} />
      </Suspense>
      <Suspense>
        <SuggestionsBlock product={product} variant="similar" />
        <SuggestionsBlock product={product} variant="compatible" />
      </Suspense>
      <FederatedReviews productId={product.id} />
      <ComparisonBar />
    </Container>
  );
}
