import { Alert, Box, Heading, SimpleGrid } from '@chargemaroc/shared/ui/layout';
import { DEFAULT_RECOMMENDATION_LIMIT } from '@chargemaroc/shared/domain/similarity';
import { messages } from '@chargemaroc/shared/messages';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { useHydratedUnhurried } from '@chargemaroc/shared/data/use-hydrated';
import { ProductGridSkeleton } from '../../../common/components/ProductGridSkeleton';
import { ShopProductCard } from '../../../common/components/ShopProductCard';
import { useAsync } from '@chargemaroc/shared/data/use-async';
import { fetchRecommendations, type RecommendationVariant } from '../api/recommendations';

export interface RecommendationsBlockProps {
  variant?: RecommendationVariant;
  limit?: number;
  title?: string;
  headingLevel?: 'h2' | 'h3';
}

const titles: Record<RecommendationVariant, string> = {
  trending: messages.products.suggestions.trendingTitle,
  seasonal: messages.products.suggestions.seasonalTitle,
  personalized: messages.products.suggestions.personalizedTitle,
};

/** The ids of the cart's lines and the wishlist's items, in one list. */
function useHeldIds(): string[] {
  const cartIds = useCart((state) => state.items.map((item) => item.id).join('|'));
  const wishlistIds = useWishlist((state) => state.items.map((item) => item.id).join('|'));
  return [...new Set([cartIds, wishlistIds].join('|').split('|').filter(Boolean))];
}

/**
 * Trending, seasonal or personalised (from the cart and wishlist, signed in or not) products;
 * nothing when empty. The personalised block waits for the browser, which alone holds the cart, and
 * is not drawn at all (nor the catalogue read) while the shopper holds nothing.
 */
export function RecommendationsBlock(props: RecommendationsBlockProps) {
  const heldIds = useHeldIds();
  const hydrated = useHydratedUnhurried();
  if (props.variant === 'personalized' && (!hydrated || heldIds.length === 0)) return null;
  return <LoadedRecommendations {...props} heldIds={props.variant === 'personalized' ? heldIds : []} />;
}

function LoadedRecommendations({
  variant = 'trending',
  limit = DEFAULT_RECOMMENDATION_LIMIT,
  title = titles[variant],
  headingLevel = 'h2',
  heldIds,
}: RecommendationsBlockProps & { heldIds: readonly string[] }) {
  const key = `shop:recommendations:${variant}:${limit}:${heldIds.join(',')}`;
  const recommendations = useAsync(() => fetchRecommendations(variant, { limit, heldIds }), key);
  const headingId = `recommendations-${variant}`;

  if (recommendations.status === 'error') {
    return (
      <Alert.Root status="warning" role="status" my="6">
        <Alert.Indicator />
        <Alert.Title>{messages.products.recommendationsError}</Alert.Title>
      </Alert.Root>
    );
  }
  if (recommendations.status === 'success' && recommendations.data.length === 0) return null;

  // the placeholder cards stand in the real grid's columns, so the cards take their room exactly
  const columns = { base: 1, sm: 2, lg: Math.min(4, limit) };
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`recommendations-${variant}`}>
      <Heading as={headingLevel} id={headingId} size="lg" mb="4">
        {title}
      </Heading>
      {recommendations.data ? (
        <SimpleGrid columns={columns} gap="4">
          {recommendations.data.map((product) => (
            <ShopProductCard
              key={product.id}
              product={product}
              headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
            />
          ))}
        </SimpleGrid>
      ) : (
        <ProductGridSkeleton count={Math.min(limit, 4)} columns={columns} />
      )}
    </Box>
  );
}
