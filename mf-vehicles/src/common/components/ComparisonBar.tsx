import { lazy, Suspense, useState } from 'react';
import { Box, Button, CloseButton, Container, HStack, Text } from '@chargemaroc/shared/ui/layout';
import { MAX_COMPARED } from '@chargemaroc/shared/domain/comparison';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../labels';
import { useComparedVehicles, vehicleComparison } from '../model/comparison-store';

// The table and its dialog only ship when someone opens them.
const ComparisonDialog = lazy(() => import('./ComparisonDialog'));

const labels = vehicleLabels.comparison;

/** A bar at the bottom of the page while vehicles are picked for comparison. */
export function ComparisonBar() {
  const compared = useComparedVehicles();
  const [open, setOpen] = useState(false);
  if (compared.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={labels.bar}
      position="fixed"
      insetX="0"
      bottom="0"
      // the shell's back-to-top button sits above the bars marked so
      data-bottom-bar=""
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="lg"
      py="3"
    >
      <Container maxW="7xl">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text fontWeight="semibold" fontSize="sm">
            {compared.length} / {MAX_COMPARED}
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" flex="1" minW="0">
            {compared.map((vehicle) => (
              <HStack
                as="li"
                key={vehicle.id}
                gap="1"
                borderWidth="1px"
                rounded="md"
                ps="2"
                fontSize="sm"
                minW="0"
              >
                <Text lineClamp={1} maxW="40">
                  {vehicle.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={formatMessage(labels.remove, { name: vehicle.name })}
                  onClick={() => vehicleComparison.remove(vehicle.id)}
                />
              </HStack>
            ))}
          </HStack>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={() => vehicleComparison.clear()}>
              {labels.clear}
            </Button>
            <Button size="sm" onClick={() => setOpen(true)}>
              {formatMessage(labels.open, { count: compared.length })}
            </Button>
          </HStack>
        </HStack>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <ComparisonDialog ids={compared.map((vehicle) => vehicle.id)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
