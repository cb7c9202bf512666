import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chargemaroc/shared/ui';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { pageTitle, truncate } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { shopLabels } from '../../../labels';
import { PageTrail } from '../../../common/components/PageTrail';
import { ProductImage } from '../../../common/components/ProductImage';
import { categoryLabel } from '../../../common/components/product-badges';
import { ComparisonBar } from '../../comparison/components/ComparisonBar';
import { SuggestionsBlock } from '../../suggestions/components/SuggestionsBlock';
import { useProduct } from '../hooks/use-product';
import { FederatedReviews } from './FederatedReviews';
import { ProductDetails } from './ProductDetails';
import { ProductSummary } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';

/** Search engines show about this much of a page's description. */
const DESCRIPTION_LENGTH = 160;

function ProductBreadcrumb({ product }: { product: Product }) {
  const links = [
    { to: '/', label: messages.common.nav.home },
    { to: '/boutique', label: messages.common.nav.shop },
    { to: `/boutique?category=${product.category}`, label: categoryLabel(product.category) },
  ];
  return (
    <Box mb="5">
      <PageTrail links={links} current={product.name} />
    </Box>
  );
}

function ProductLoading() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" aria-busy="true">
      <Skeleton height={{ base: '280px', md: '420px' }} rounded="lg" />
      <Stack gap="4">
        <Skeleton height="10" width="80%" />
        <SkeletonText noOfLines={4} />
        <Skeleton height="12" width="40%" />
      </Stack>
    </Grid>
  );
}

function ProductNotFound() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16">
      <title>{pageTitle(messages.products.notFound)}</title>
      <Heading as="h1" size="2xl">
        {messages.products.notFound}
      </Heading>
      <Text color="fg.muted">{shopLabels.product.notFoundBody}</Text>
      <Button asChild>
        <RouterLink to="/boutique">{shopLabels.product.backToShop}</RouterLink>
      </Button>
    </Stack>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      {product.status === 'loading' && <ProductLoading />}
      {product.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {formatMessage(messages.products.loadOneErrorWithMessage, {
              message: getErrorMessage(product.error, messages.products.loadOneError),
            })}
          </Alert.Title>
        </Alert.Root>
      )}
      {product.status === 'success' && product.data === null && <ProductNotFound />}
      {product.status === 'success' && product.data && (
        <>
          <title>{pageTitle(product.data.name)}</title>
          {product.data.description && (
            <meta name="description" content={truncate(product.data.description, DESCRIPTION_LENGTH)} />
          )}
          <ProductBreadcrumb product={product.data} />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: 6, md: 10 }} alignItems="start">
            <Box bg="bg.subtle" rounded="lg" p="4">
              <ProductImage
                product={{ name: product.data.name, image: product.data.fullSizeImage ?? product.data.image }}
                priority
                width="full"
                height={{ base: '280px', md: '420px' }}
                sizes="(min-width: 48em) 50vw, 100vw"
              />
            </Box>
            <Stack gap="5">
              <ProductSummary product={product.data} />
              <PurchasePanel key={product.data.id} product={product.data} />
            </Stack>
          </Grid>
          <ProductDetails product={product.data} />
          <SuggestionsBlock product={product.data} variant="similar" />
          <SuggestionsBlock product={product.data} variant="compatible" />
          <FederatedReviews productId={product.data.id} />
        </>
      )}
      <ComparisonBar />
    </Container>
  );
}
