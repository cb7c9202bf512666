import { Suspense, useState, type ReactNode } from 'react';
import { formatMessage } from '../messages/core';
import { Box, Button, CloseButton, Container, HStack, Text } from './layout';

export interface ComparisonTrayLabels {
  /** The tray's accessible name. */
  tray: string;
  /** What is picked, e.g. '2/3 produits à comparer'. */
  count: string;
  /** The button that opens the comparison. */
  open: string;
  clear: string;
  /** A pick's remove button, with `{name}`. */
  remove: string;
}

/**
 * The bar at the bottom of the page while items are picked for comparison (the shop's products, the
 * vehicles): the picks, each removable, 'Vider' and the button that opens the comparison, whose
 * dialog (`renderComparison`) the section loads when it is first opened.
 */
export function ComparisonTray({
  labels,
  items,
  onRemove,
  onClear,
  renderComparison,
}: {
  labels: ComparisonTrayLabels;
  items: readonly { id: string; name: string }[];
  onRemove: (id: string) => void;
  onClear: () => void;
  renderComparison: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={labels.tray}
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
            {labels.count}
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" flex="1" minW="0">
            {items.map((item) => (
              <HStack
                as="li"
                key={item.id}
                gap="1"
                borderWidth="1px"
                rounded="md"
                ps="2"
                fontSize="sm"
                minW="0"
              >
                <Text lineClamp={1} maxW="40">
                  {item.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={formatMessage(labels.remove, { name: item.name })}
                  onClick={() => onRemove(item.id)}
                />
              </HStack>
            ))}
          </HStack>
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={onClear}>
              {labels.clear}
            </Button>
            <Button size="sm" onClick={() => setOpen(true)}>
              {labels.open}
            </Button>
          </HStack>
        </HStack>
      </Container>
      {open && <Suspense fallback={null}>{renderComparison(() => setOpen(false))}</Suspense>}
    </Box>
  );
}
