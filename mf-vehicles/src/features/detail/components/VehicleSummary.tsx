import {
  Badge,
  Box,
  HStack,
  Heading,
  Money,
  OfflineMark,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Card } from '@chargemaroc/shared/ui/content';
import { StarIcon } from '@chargemaroc/shared/ui/section-icons';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { formatNumber } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { vehicleBadges } from '../../../common/components/vehicle-badges';

const labels = vehicleLabels.detail;

/** Name, badges, rating, price and the main specifications card. */
export function VehicleSummary({ vehicle }: { vehicle: Vehicle }) {
  const specs = vehicle.specifications;
  const main: [string, string | null][] = [
    [labels.specRows.range, specs.range],
    [labels.specRows.acceleration, specs.acceleration],
    [labels.specRows.topSpeed, specs.topSpeed],
    [labels.specRows.power, specs.power],
    [labels.specRows.batteryCapacity, specs.batteryCapacity],
    [labels.specRows.fastCharging, specs.fastCharging],
    [labels.specRows.seats, specs.seats],
  ];
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        {vehicleBadges(vehicle).map((badge) => (
          <Badge key={badge.label} colorPalette={badge.palette} variant={badge.variant}>
            {badge.label}
          </Badge>
        ))}
      </HStack>
      <Box>
        <Text color="fg.muted" fontWeight="semibold" textTransform="uppercase" fontSize="sm">
          {vehicle.brand}
        </Text>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {vehicle.name}
        </Heading>
      </Box>
      <HStack
        gap="2"
        aria-label={formatMessage(labels.rating, { rating: formatNumber(vehicle.rating, 1) })}
        role="img"
      >
        <StarIcon color="orange.500" aria-hidden="true" />
        <Text fontWeight="semibold" aria-hidden="true">
          {formatNumber(vehicle.rating, 1)}
        </Text>
        <Text color="fg.muted" aria-hidden="true">
          {formatMessage(labels.reviewCount, { count: vehicle.reviews })}
        </Text>
      </HStack>
      <Box>
        <Text fontSize="2xl" fontWeight="bold" color="charge.fg">
          <Money amount={vehicle.price} />
        </Text>
        {vehicle.originalPrice !== null &&
          vehicle.price !== null &&
          vehicle.originalPrice > vehicle.price && (
            <Text color="fg.muted" fontSize="sm">
              {labels.originalPrice} <Money as="s" amount={vehicle.originalPrice} />
            </Text>
          )}
        {vehicle.price !== null && <OfflineMark kind="price" />}
      </Box>
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            {labels.mainSpecs}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="3">
            {main.map(([label, value]) => (
              <Box key={label} minW="0">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
                  {value ?? '—'}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
