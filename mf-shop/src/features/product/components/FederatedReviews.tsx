import { Component, lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { Box, Spinner, Text } from '@chargemaroc/shared/ui/layout';
import { shopLabels } from '../../../labels';
import { loadExposedModule } from '@chargemaroc/shared/federation/exposed-module';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';

export interface ReviewsProps {
  targetType: 'product';
  targetId: string;
}

export const REVIEWS_MODULE = 'mf_content/Reviews';

// Comments and reviews belong to the content section; the product page only hosts them.
const Reviews = lazy(async () => {
  const loaded = await loadExposedModule<{ default: ComponentType<ReviewsProps> }>(REVIEWS_MODULE);
  if (typeof loaded.default !== 'function') throw new Error(`${REVIEWS_MODULE} exposes no component`);
  return loaded;
});

class ReviewsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('Reviews unavailable', error.message);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="reviews-unavailable">
        {shopLabels.product.reviewsUnavailable}
      </Text>
    );
  }
}

/**
 * The product's reviews, from the content section, loaded when the shopper scrolls near them; if
 * they cannot load, a short note instead.
 */
export function FederatedReviews({ productId }: { productId: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const loading = <Spinner size="sm" role="status" aria-label={shopLabels.product.reviews} />;
  return (
    <Box as="section" ref={sectionRef} aria-label={shopLabels.product.reviews} mt="10" minH="24">
      {near ? (
        <ReviewsBoundary>
          <Suspense fallback={loading}>
            <Reviews targetType="product" targetId={productId} />
          </Suspense>
        </ReviewsBoundary>
      ) : (
        loading
      )}
    </Box>
  );
}
