import type { ReactNode } from 'react';
import { Box, HStack, Link, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import type { OrderItem } from '@chargemaroc/shared/contracts/order';
import { priceLine } from '@chargemaroc/shared/domain/pricing';
import { formatMessage } from '@chargemaroc/shared/messages';
import { accountLabels } from '../../../labels';

export const unitPriceOf = (item: OrderItem): number | null => item.unitPrice ?? item.price ?? null;

/** The installation photo sent with a line, as a thumbnail opening the full photo. */
function InstallationPhotoThumb({ item }: { item: OrderItem }) {
  const photo = item.installation?.photo;
  if (!photo) return null;
  return (
    <Link
      href={photo.url}
      target="_blank"
      rel="noopener noreferrer"
      display="inline-flex"
      alignItems="center"
      gap="2"
      mt="1"
      fontSize="sm"
      data-testid="order-item-photo"
    >
      <Image
        src={photo.thumbnailUrl || photo.url}
        alt={formatMessage(accountLabels.orders.photoAlt, { name: item.name })}
        boxSize="16"
        objectFit="cover"
        rounded="sm"
        borderWidth="1px"
      />
      {accountLabels.orders.photo}
    </Link>
  );
}

/** A label and its amount on one row; the amount never wraps. */
function AmountRow({
  label,
  amount,
  strong = false,
}: {
  label: ReactNode;
  amount: ReactNode;
  strong?: boolean;
}) {
  return (
    <HStack justify="space-between" align="baseline" gap="3" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text as="dt" fontSize={strong ? 'md' : 'sm'} color={strong ? 'fg' : 'fg.muted'} minW="0">
        {label}
      </Text>
      <Text as="dd" whiteSpace="nowrap" flexShrink={0}>
        {amount}
      </Text>
    </HStack>
  );
}

/**
 * Items as a stacked list (a phone has no room for a wide table); `withPhotos` adds installation
 * photos. Each line shows what it adds to the subtotal (the installation's 5 % off and its cost
 * included), so that the lines add up to the order's subtotal.
 */
export function OrderItems({ items, withPhotos = false }: { items: OrderItem[]; withPhotos?: boolean }) {
  const labels = accountLabels.orders;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={labels.items}>
      {items.map((item) => {
        const unit = unitPriceOf(item);
        const amounts = priceLine({
          unitPrice: unit,
          quantity: item.quantity,
          installation: item.installation,
        });
        const installed = Boolean(item.installation?.wanted);
        return (
          <Box as="li" key={item.productId} borderBottomWidth="1px" pb="2" data-testid="order-line">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {item.name}
            </Text>
            <Stack as="dl" gap="0.5">
              <AmountRow
                label={
                  <>
                    {`${labels.quantity} : ${item.quantity}`}
                    {unit !== null && (
                      <>
                        {' × '}
                        <Money amount={unit} />
                      </>
                    )}
                  </>
                }
                amount={unit !== null ? <Money amount={amounts.gross} /> : '—'}
                strong={!installed}
              />
              {installed && (
                <>
                  <AmountRow
                    label={labels.installationSaving}
                    amount={<Money sign="-" amount={amounts.installationSaving} />}
                  />
                  <AmountRow
                    label={labels.installationCost}
                    amount={<Money sign="+" amount={amounts.installationCost} />}
                  />
                  <AmountRow label={labels.lineTotal} amount={<Money amount={amounts.total} />} strong />
                </>
              )}
            </Stack>
            {withPhotos && <InstallationPhotoThumb item={item} />}
          </Box>
        );
      })}
    </Stack>
  );
}
