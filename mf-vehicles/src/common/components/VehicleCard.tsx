import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../labels';
import { statusPalette } from './vehicle-badges';
import { VehicleImage } from './VehicleImage';

const labels = vehicleLabels.card;

export interface VehicleCardProps {
  vehicle: Vehicle;
  priority?: boolean;
  compare?: { active: boolean; onToggle: (vehicle: Vehicle) => void };
}

export function vehiclePath(vehicle: Pick<Vehicle, 'id'>): string {
  return `/vehicule-electrique/${encodeURIComponent(vehicle.id)}`;
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
        {value ?? '—'}
      </Text>
    </Box>
  );
}

/** A vehicle of the list: brand, full name, status, category, motorisation, range, power, seats, price. */
export function VehicleCard({ vehicle, priority = false, compare }: VehicleCardProps) {
  return (
    <LinkBox as="article" height="full">
      <Card.Root size="sm" overflow="hidden" height="full" data-testid="vehicle-card">
        <Box position="relative" bg="bg.muted" aspectRatio={16 / 9}>
          <VehicleImage
            vehicle={vehicle}
            priority={priority}
            width="full"
            height="full"
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          />
          <Badge
            position="absolute"
            top="2"
            left="2"
            colorPalette={statusPalette(vehicle.status)}
            variant="subtle"
          >
            {vehicle.status}
          </Badge>
        </Box>
        <Card.Body gap="3">
          <Stack gap="0.5">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold" textTransform="uppercase">
              {vehicle.brand}
            </Text>
            <Heading as="h3" size="md" overflowWrap="anywhere">
              <LinkOverlay asChild>
                <RouterLink to={vehiclePath(vehicle)}>{vehicle.name}</RouterLink>
              </LinkOverlay>
            </Heading>
          </Stack>
          <Box as="dl" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="2">
            <Fact label={labels.category} value={vehicle.category} />
            <Fact label={labels.motorisation} value={vehicle.motorisation ?? vehicle.energy} />
            <Fact label={labels.range} value={vehicle.range} />
            <Fact label={labels.power} value={vehicle.power} />
            <Fact label={labels.seatsLabel} value={String(vehicle.seats)} />
          </Box>
        </Card.Body>
        <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="bold" fontSize="lg" color="charge.fg">
            {formatPrice(vehicle.price)}
          </Text>
          {compare && (
            <HStack position="relative" zIndex="1">
              <Button
                size="xs"
                variant={compare.active ? 'solid' : 'outline'}
                aria-pressed={compare.active}
                aria-label={formatMessage(labels.compareNamed, { name: vehicle.name })}
                onClick={() => compare.onToggle(vehicle)}
              >
                {compare.active ? labels.comparing : labels.compare}
              </Button>
            </HStack>
          )}
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
