import { SimpleGrid } from '@chargemaroc/shared/ui/layout';
import { Card, Skeleton, SkeletonText } from '@chargemaroc/shared/ui/content';

export const PRODUCT_GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;

/** Placeholder cards with the real cards' size, so nothing jumps when products arrive. */
export function ProductGridSkeleton({
  count = 8,
  columns = PRODUCT_GRID_COLUMNS,
}: {
  count?: number;
  columns?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
  return (
    <SimpleGrid columns={columns} gap="4" aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} size="sm" overflow="hidden">
          <Skeleton height="180px" />
          <Card.Body gap="3">
            <Skeleton height="4" width="40%" />
            <SkeletonText noOfLines={3} />
            <Skeleton height="6" width="50%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
