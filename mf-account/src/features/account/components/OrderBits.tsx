import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Badge, Box, Button, HStack, Link, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { Address, Order, OrderItem, OrderStatus } from '@chargemaroc/shared/contracts/order';
import { priceLine } from '@chargemaroc/shared/domain/pricing';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { accountLabels } from '../../../labels';
import { cancelOrder } from '../api/orders';
import { listStatusLabel, statusLabel, statusPalette } from '../model/order-view';

export function StatusBadge({ status, list = false }: { status: OrderStatus; list?: boolean }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" size="md" data-testid="order-status">
      {list ? listStatusLabel(status) : statusLabel(status)}
    </Badge>
  );
}

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

export function AddressText({ address }: { address: Partial<Address> }) {
  const lines = [
    address.address,
    address.addressLine2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.region,
    address.country,
  ].filter((line) => line && line.trim());
  return (
    <Text as="address" fontStyle="normal" overflowWrap="anywhere" data-testid="order-address">
      {lines.join(', ')}
    </Text>
  );
}

/** 'Annuler' with a confirmation, for pending orders; the CMS gives the stock back. */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const labels = accountLabels.orders;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelOrder(order.orderId);
      notify({ type: 'success', title: messages.orders.cancelled });
      setAsking(false);
      onCancelled?.();
      void revalidator.revalidate();
    } catch (error) {
      notify({ type: 'error', title: getErrorMessage(error, messages.orders.cancelError) });
    } finally {
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {messages.common.cancel}
      </Button>
    );
  }
  const titleId = `cancel-${order.orderId}`;
  return (
    <Box
      role="alertdialog"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="red.300"
      rounded="md"
      p="3"
      bg="red.50"
      width="full"
    >
      <Text id={titleId} fontWeight="semibold">
        {formatMessage(labels.cancelConfirmTitle, { id: order.orderId })}
      </Text>
      <Text fontSize="sm" mb="3">
        {labels.cancelConfirmBody}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button size="sm" colorPalette="red" loading={busy} onClick={() => void confirm()}>
          {labels.cancelConfirm}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)} autoFocus>
          {labels.keep}
        </Button>
      </Stack>
    </Box>
  );
}
