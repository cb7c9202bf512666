import type { ReactNode } from 'react';
import { Box, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import type { InstallationPhoto } from '@chargemaroc/shared/contracts/order';
import { priceLine, type CartTotals } from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { checkoutLabels } from '../../../labels';

const labels = checkoutLabels.summary;

function Line({
  label,
  value,
  testId,
  total = false,
}: {
  label: string;
  value: string;
  testId: string;
  total?: boolean;
}) {
  return (
    <HStack
      justify="space-between"
      gap="3"
      fontWeight={total ? 'bold' : 'normal'}
      fontSize={total ? 'lg' : 'md'}
      {...(total ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId} textAlign="end" whiteSpace="nowrap">
        {value}
      </Text>
    </HStack>
  );
}

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
    <Box
      as="section"
      aria-labelledby="checkout-summary-title"
      borderWidth="1px"
      rounded="lg"
      p={{ base: 4, md: 5 }}
      bg="bg"
      minW="0"
    >
      <Heading as="h2" id="checkout-summary-title" size="md" mb="4">
        {labels.title}
      </Heading>
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
      <Stack as="dl" gap="2">
        <Line label={labels.subtotal} value={formatPrice(totals.subtotal)} testId="summary-subtotal" />
        {totals.installationTotal > 0 && (
          <Line
            label={labels.installationTotal}
            value={formatPrice(totals.installationTotal)}
            testId="summary-installation"
          />
        )}
        <Line label={labels.tax} value={formatPrice(totals.tax)} testId="summary-tax" />
        <Line
          label={labels.shipping}
          value={totals.shipping === 0 ? messages.shipping.free : formatPrice(totals.shipping)}
          testId="summary-shipping"
        />
        {totals.discount > 0 && (
          <Line
            label={totals.coupon ? `${labels.discount} (${totals.coupon.code})` : labels.discount}
            value={`-${formatPrice(totals.discount)}`}
            testId="summary-discount"
          />
        )}
        <Line label={labels.total} value={formatPrice(totals.total)} testId="summary-total" total />
      </Stack>
      {children}
    </Box>
  );
}
