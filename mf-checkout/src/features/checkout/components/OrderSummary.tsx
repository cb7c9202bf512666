import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { OrderSummary as Figures } from '@chargemaroc/shared/ui/order-summary';
import { Image } from '@chargemaroc/shared/ui/content';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import type { InstallationPhoto } from '@chargemaroc/shared/contracts/order';
import { priceLine, type CartTotals } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { checkoutLabels } from '../../../labels';

const labels = checkoutLabels.summary;

/** The order's lines and figures; every figure comes from the one pricing rule. */
export function OrderSummary({
  items,
  totals,
  photos = {},
  children,
}: {
  items: CartItem[];
  totals: CartTotals;
  /** The installation photo sent with each line that has one, by line id. */
  photos?: Record<string, InstallationPhoto>;
  children?: ReactNode;
}) {
  return (
    <Figures
      title={labels.title}
      totals={totals}
      p={{ base: 4, md: 5 }}
      minW="0"
      details={<Lines items={items} photos={photos} />}
    >
      {children}
    </Figures>
  );
}

function Lines({ items, photos }: { items: CartItem[]; photos: Record<string, InstallationPhoto> }) {
  return (
    <Stack as="ul" aria-label={labels.items} gap="3" mb="4" listStyleType="none">
      {items.map((item) => {
        const line = priceLine({
          unitPrice: item.price,
          quantity: item.quantity,
          installation: item.installationService,
        });
        return (
          <Box as="li" key={item.id} data-testid={`summary-line-${item.id}`}>
            <HStack justify="space-between" align="start" gap="3">
              <Box minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {item.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatMessage(labels.quantity, { quantity: item.quantity })}
                </Text>
                {item.installationService.wanted && (
                  <>
                    <Text fontSize="sm" color="charge.700" data-testid={`summary-saving-${item.id}`}>
                      {formatMessage(labels.installationSaving, {
                        amount: formatPrice(line.installationSaving),
                      })}
                    </Text>
                    <Text fontSize="sm" color="charge.700">
                      {formatMessage(labels.installation, {
                        amount: formatPrice(line.installationCost),
                      })}
                    </Text>
                  </>
                )}
                {photos[item.id] && (
                  <HStack gap="2" mt="1" data-testid={`summary-photo-${item.id}`}>
                    <Image
                      src={photos[item.id]!.thumbnailUrl || photos[item.id]!.url}
                      alt={formatMessage(labels.photoAlt, { name: item.name })}
                      boxSize="10"
                      objectFit="cover"
                      rounded="sm"
                    />
                    <Text fontSize="sm" color="fg.muted">
                      {labels.photo}
                    </Text>
                  </HStack>
                )}
              </Box>
              <Text fontWeight="medium" flexShrink={0} whiteSpace="nowrap">
                {formatPrice(line.total)}
              </Text>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
