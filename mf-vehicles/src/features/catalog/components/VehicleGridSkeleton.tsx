import { SimpleGrid } from '@chargemaroc/shared/ui/layout';
import { Card, Skeleton, SkeletonText } from '@chargemaroc/shared/ui/content';

export const VEHICLE_GRID_COLUMNS = { base: 1, sm: 2, xl: 3 } as const;

/** Placeholder cards with the real cards' size, shown while the next list loads. */
export function VehicleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={VEHICLE_GRID_COLUMNS} gap="4" aria-hidden="true" data-testid="vehicle-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} size="sm" overflow="hidden">
          <Skeleton aspectRatio={16 / 9} />
          <Card.Body gap="3">
            <Skeleton height="4" width="30%" />
            <Skeleton height="5" width="70%" />
            <SkeletonText noOfLines={3} />
            <Skeleton height="6" width="40%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
