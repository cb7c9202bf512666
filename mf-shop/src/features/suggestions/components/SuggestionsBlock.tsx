import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, HStack, Heading, Link, SimpleGrid } from '@chargemaroc/shared/ui/layout';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { SIMILAR_OUTLINE_SCORE } from '@chargemaroc/shared/domain/similarity';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { ProductGridSkeleton } from '../../../common/components/ProductGridSkeleton';
import { ShopProductCard } from '../../../common/components/ShopProductCard';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
import type { BadgeSpec } from '../../../common/components/product-badges';
import { useAsync } from '@chargemaroc/shared/data/use-async';
import {
  compatibilityText,
  fetchSuggestions,
  type Suggestion,
  type SuggestionVariant,
} from '../api/suggestions';
import { paths } from '@chargemaroc/shared/routing/paths';

export const SHOWN_SUGGESTIONS = 4;

const titles: Record<SuggestionVariant, string> = {
  similar: messages.products.suggestions.similarTitle,
  compatible: messages.products.suggestions.compatibleTitle,
  comprehensive: messages.products.suggestions.similarTitle,
};

function suggestionBadges(suggestion: Suggestion): BadgeSpec[] {
  const badges: BadgeSpec[] = [];
  if (suggestion.compatibility)
    badges.push({ label: messages.products.badges.compatible, palette: 'charge' });
  if (suggestion.similarityScore > SIMILAR_OUTLINE_SCORE)
    badges.push({ label: messages.products.badges.similar, palette: 'blue' });
  return badges;
}

interface SuggestionsBlockProps {
  product: Product;
  variant: SuggestionVariant;
  title?: string;
}

/** The block's heading (with the link to the shop) over its cards. */
function SuggestionsSection({
  variant,
  title,
  children,
}: {
  variant: SuggestionVariant;
  title: string;
  children: ReactNode;
}) {
  const headingId = `suggestions-${variant}`;
  return (
    <Box as="section" aria-labelledby={headingId} mt="10">
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        <Link asChild colorPalette="charge" fontWeight="medium">
          <RouterLink to={paths.shop.href()}>{messages.common.nav.allProducts}</RouterLink>
        </Link>
      </HStack>
      {children}
    </Box>
  );
}

/**
 * Four suggestions with 'Voir plus (n)'; nothing at all when there is none. They sit below the
 * product, so the catalogue is read (and the API client loaded) when the shopper scrolls near them.
 */
export function SuggestionsBlock({ product, variant, title = titles[variant] }: SuggestionsBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Box ref={ref}>
      {near ? (
        <LoadedSuggestions product={product} variant={variant} title={title} />
      ) : (
        <SuggestionsSection variant={variant} title={title}>
          <ProductGridSkeleton count={SHOWN_SUGGESTIONS} />
        </SuggestionsSection>
      )}
    </Box>
  );
}

function LoadedSuggestions({ product, variant, title }: Required<SuggestionsBlockProps>) {
  const [expanded, setExpanded] = useState(false);
  const suggestions = useAsync(
    () => fetchSuggestions(product, variant),
    `shop:suggestions:${variant}:${product.id}`,
  );

  if (suggestions.status === 'error') {
    return (
      <Alert.Root status="warning" role="status" my="6">
        <Alert.Indicator />
        <Alert.Title>{messages.products.suggestionsError}</Alert.Title>
      </Alert.Root>
    );
  }
  if (suggestions.status === 'success' && suggestions.data.length === 0) return null;

  const list = suggestions.data ?? [];
  const shown = expanded ? list : list.slice(0, SHOWN_SUGGESTIONS);
  const hidden = list.length - shown.length;

  return (
    <SuggestionsSection variant={variant} title={title}>
      {suggestions.status === 'loading' && !suggestions.data ? (
        <ProductGridSkeleton count={SHOWN_SUGGESTIONS} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {shown.map((suggestion) => (
            <ShopProductCard
              key={suggestion.product.id}
              product={suggestion.product}
              badges={suggestionBadges(suggestion)}
              note={suggestion.compatibility ? compatibilityText(suggestion.compatibility) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {hidden > 0 && (
        <Box textAlign="center" mt="4">
          <Button variant="outline" onClick={() => setExpanded(true)}>
            {formatMessage(messages.common.seeMore, { count: hidden })}
          </Button>
        </Box>
      )}
    </SuggestionsSection>
  );
}
