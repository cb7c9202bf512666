import { Suspense, memo, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Grid } from '@chargemaroc/shared/ui/content';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { revealListTop } from '@chargemaroc/shared/routing/list-query';
import { PRODUCT_GRID_COLUMNS } from '../../../common/components/ProductGridSkeleton';
import { ShopProductCard } from '../../../common/components/ShopProductCard';
import { ComparisonBar } from '../../../common/components/ComparisonBar';
import type { Product } from '@chargemaroc/shared/contracts/product';
import type { ShopData } from '../api/shop-loader';
import { filterSummary } from '../model/filter-summary';
import { countActiveFilters, withFilters, withPage, withSearch, withSort } from '../model/shop-url-state';
import { useShopQuery } from '../hooks/use-shop-query';
import { FilterPanel } from './FilterPanel';
import { ShopBreadcrumb } from './ShopBreadcrumb';
import { ShopToolbar } from './ShopToolbar';
import { paths } from '@chargemaroc/shared/routing/paths';
import { NarrowScreenFold } from '@chargemaroc/shared/ui/native-controls';
import { Pagination } from '@chargemaroc/shared/ui/pagination';

const labels = shopLabels.shop;
/** Numbered page buttons at once. */
const SHOP_PAGE_BUTTONS = 5;

function ShopHeading() {
  return (
    <Box>
      <Heading as="h1" size="3xl">
        {messages.common.nav.shop}
      </Heading>
      <Text color="fg.muted" mt="1">
        {labels.intro}
      </Text>
    </Box>
  );
}

function LoadErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert" mb="4">
      <Alert.Indicator />
      <Alert.Title>{formatMessage(messages.products.loadErrorWithMessage, { message })}</Alert.Title>
    </Alert.Root>
  );
}

/** The shop's region when its list could not be loaded: the frame and the rest of the site keep working. */
export function ShopLoadError() {
  const error = useRouteError();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <ShopHeading />
        <LoadErrorAlert message={loadFailureMessage(error, messages.products.loadError)} />
      </Stack>
    </Container>
  );
}

/**
 * The page's cards, each hydrating on its own in a short task. Memoised: a filter or a sort chosen
 * re-renders the page at once (the choice, the pending list) without touching the cards, which may
 * not have hydrated yet (React would hydrate each first, before it shows the choice).
 */
const ProductCards = memo(function ProductCards({ products }: { products: Product[] }) {
  return (
    <SimpleGrid columns={PRODUCT_GRID_COLUMNS} gap="4">
      {products.map((product, index) => (
        <Suspense key={product.id}>
          <ShopProductCard product={product} priority={index < 2} />
        </Suspense>
      ))}
    </SimpleGrid>
  );
});

export function ShopPage() {
  const { query, pending: loading, setQuery } = useShopQuery();
  const { page, options } = useLoaderData<ShopData>();
  const results = useRef<HTMLElement>(null);
  const activeFilters = countActiveFilters(query.filters);

  // a filter or a sort keeps the place (the filters may be beside the list); a new page shows the list's top
  const goToPage = (number: number) => {
    setQuery(withPage(query, number));
    revealListTop(results.current);
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <ShopBreadcrumb summary={filterSummary(query)} />
        <ShopHeading />
        <ShopToolbar
          search={query.search}
          sort={query.sort}
          onSearch={(search) => setQuery(withSearch(query, search))}
          onSort={(sort) => setQuery(withSort(query, sort))}
        />
        <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap="6" alignItems="start">
          <Box>
            <NarrowScreenFold
              id="shop-filters"
              showLabel={messages.lists.filtersShow}
              hideLabel={messages.lists.filtersHide}
              suffix={activeFilters > 0 ? ` (${activeFilters})` : ''}
            >
              <FilterPanel
                filters={query.filters}
                options={options}
                onChange={(next) => setQuery(withFilters(query, next))}
              />
              {activeFilters > 0 && (
                <Link asChild mt="3" fontSize="sm" colorPalette="charge">
                  <RouterLink to={paths.shop.href()}>{messages.common.clearFilters}</RouterLink>
                </Link>
              )}
            </NarrowScreenFold>
          </Box>
          <Box as="section" ref={results} aria-labelledby="shop-results-title" aria-busy={loading}>
            <Heading as="h2" id="shop-results-title" size="md" mb="3" aria-live="polite">
              {loading
                ? messages.common.loading
                : formatMessage(labels.resultCount, { count: page.pagination.total })}
            </Heading>
            {page.items.length === 0 && (
              <Stack align="center" textAlign="center" py="12" gap="3">
                <Text fontSize="lg">{messages.products.noMatch}</Text>
                <Link asChild colorPalette="charge" fontWeight="semibold">
                  <RouterLink to={paths.shop.href()}>{messages.common.clearFilters}</RouterLink>
                </Link>
              </Stack>
            )}
            {page.items.length > 0 && (
              <>
                <Box opacity={loading ? 0.6 : 1}>
                  <ProductCards products={page.items} />
                </Box>
                <Pagination
                  label={labels.pagination}
                  shown={SHOP_PAGE_BUTTONS}
                  page={Math.min(query.page, Math.max(1, page.pagination.pageCount))}
                  pageCount={page.pagination.pageCount}
                  onPage={goToPage}
                />
              </>
            )}
          </Box>
        </Grid>
      </Stack>
      <ComparisonBar />
    </Container>
  );
}
