import { lazy, Suspense, useState } from 'react';
import { Box, Button, CloseButton, Container, HStack, Text } from '@chargemaroc/shared/ui/layout';
import { MAX_COMPARED } from '@chargemaroc/shared/domain/comparison';
import { formatMessage } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../labels';
import { comparisonStore, useComparedProducts } from '../model/comparison-store';

// The table only ships when someone opens it.
const ComparisonDialog = lazy(() => import('./ComparisonDialog'));

const labels = shopLabels.comparison;

/** A bar at the bottom of the page while products are picked for comparison. */
export function ComparisonBar() {
  const compared = useComparedProducts();
  const [open, setOpen] = useState(false);
  if (compared.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={labels.barLabel}
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
            {formatMessage(labels.count, { count: compared.length, max: MAX_COMPARED })}
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" flex="1">
            {compared.map((product) => (
              <HStack as="li" key={product.id} gap="1" borderWidth="1px" rounded="md" ps="2" fontSize="sm">
                <Text lineClamp={1} maxW="40">
                  {product.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={formatMessage(labels.remove, { name: product.name })}
                  onClick={() => comparisonStore.remove(product.id)}
                />
              </HStack>
            ))}
          </HStack>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={() => comparisonStore.clear()}>
              {labels.clear}
            </Button>
            <Button size="sm" onClick={() => setOpen(true)}>
              {labels.open}
            </Button>
          </HStack>
        </HStack>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <ComparisonDialog products={compared} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
